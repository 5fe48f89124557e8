import type { ReactNode } from 'react';
import { BankOutlined, CreditCardOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Collapse, Flex, Typography } from 'antd';
import type { Place } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { formatDistance } from './distance.js';
import type { LocatorSettings } from './locator-settings.js';
import { allDay, formatTime, openNow } from './opening-hours.js';
import { PlaceDetails } from './place-details.js';

interface PlaceListProps {
  readonly places: readonly Place[];
  readonly settings: LocatorSettings;
  readonly selectedId?: string;
  readonly onSelect: (id: string) => void;
  readonly now: { day: number; minutes: number };
  readonly locale: string;
}

/** The icons config/places.json may name for a place type; spec/3 §9: 'map' when none. */
const icons: Record<string, ReactNode> = { bank: <BankOutlined />, 'credit-card': <CreditCardOutlined />, map: <EnvironmentOutlined /> };

/**
 * The places as an accordion, nearest first as the service answers them (spec/3 §2, §4): each
 * item with its type's icon, name, address, distance and 'Open Today until …'; opening an item
 * selects its place and closes the others, closing it clears the selection.
 */
export function PlaceList({ places, settings, selectedId, onSelect, now, locale }: PlaceListProps): ReactNode {
  const t = useMessages();
  const typeOf = (place: Place) => settings.placeTypes.find((setting) => setting.type === place.placeType);
  return (
    <Collapse
      accordion
      className="pb-find-us-list"
      aria-label={t('findUs.list.label')}
      activeKey={selectedId ? [selectedId] : []}
      onChange={(keys) => {
        // Opening an item selects it; closing the open one selects it again, which clears the selection.
        const opened = keys[0] ?? selectedId;
        if (typeof opened === 'string') onSelect(opened);
      }}
      items={places.map((place, index) => {
        const type = typeOf(place);
        const open = openNow(place.hours, now);
        return {
          key: place.id,
          className: selectedId && selectedId !== place.id ? 'pb-find-us-dimmed' : undefined,
          label: (
            <Flex gap="small" align="start" data-testid={`find-us-place-${place.id}`}>
              <span className="pb-find-us-number" aria-hidden="true">
                {index + 1}
              </span>
              <span role="img" aria-label={type ? t(type.nameKey) : place.placeType} className="pb-find-us-type-icon">
                {icons[type?.iconName ?? 'map'] ?? icons.map}
              </span>
              <Flex vertical>
                <Typography.Text strong>{place.name}</Typography.Text>
                <span>{place.address.addressLine1}</span>
                {place.address.addressLine2 ? <span>{place.address.addressLine2}</span> : null}
                <span>
                  {place.address.town}, {place.address.countrySubDivision} {place.address.postalCode}
                </span>
                <Typography.Text type="secondary">{t('findUs.distance.away', { distance: formatDistance(place.distance, settings.measurementSystem, t, locale) })}</Typography.Text>
                {open ? (
                  <Typography.Text type="success">{allDay(open) ? t('findUs.open24Hours') : t('findUs.openTodayUntil', { time: formatTime(open.close, locale) })}</Typography.Text>
                ) : null}
              </Flex>
            </Flex>
          ),
          children: <PlaceDetails place={place} today={now.day} locale={locale} directionsUrl={settings.directionsUrl} />,
        };
      })}
    />
  );
}
