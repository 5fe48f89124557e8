import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { Place } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { allDay, formatTime, hoursOn, weekdayName } from './opening-hours.js';

interface PlaceDetailsProps {
  readonly place: Place;
  readonly today: number;
  readonly locale: string;
  /** The maps directions page with `{destination}` in it (config/places.json). */
  readonly directionsUrl: string;
}

const days = [1, 2, 3, 4, 5, 6, 7];

/** spec/3 §2: the external directions page, built from the first address line and the postal code. */
export const directionsHref = (template: string, place: Place) =>
  template.replace('{destination}', encodeURIComponent(`${place.address.addressLine1}, ${place.address.postalCode}`));

/** 'Available services' as a capitalised list (spec/3 §2). */
const capitalised = (service: string) => service.charAt(0).toLocaleUpperCase() + service.slice(1);

/**
 * An open place of the list (spec/3 §2): 'Get directions' (new tab), the phone, 'Operating hours'
 * Monday to Sunday with today's row emphasised and 'Closed' on days without hours, and the
 * 'Available services'.
 */
export function PlaceDetails({ place, today, locale, directionsUrl }: PlaceDetailsProps): ReactNode {
  const t = useMessages();
  const hoursText = (day: number) => {
    const hours = hoursOn(place.hours, day);
    if (!hours) return t('findUs.hours.closed');
    if (allDay(hours)) return t('findUs.open24Hours');
    return t('findUs.hours.range', { open: formatTime(hours.open, locale), close: formatTime(hours.close, locale) });
  };
  return (
    <Flex vertical gap="middle" className="pb-find-us-details">
      <Flex wrap gap="large">
        <Typography.Link href={directionsHref(directionsUrl, place)} target="_blank" rel="noopener noreferrer">
          {t('findUs.directions')} <span className="pb-visually-hidden">{t('findUs.directions.newTab')}</span>
        </Typography.Link>
        {place.phone ? (
          <span>
            {t('findUs.phone')}: <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
          </span>
        ) : null}
      </Flex>
      <table className="pb-data-table pb-find-us-hours">
        <caption>{t('findUs.hours.title')}</caption>
        <thead className="pb-visually-hidden">
          <tr>
            <th scope="col">{t('findUs.hours.day')}</th>
            <th scope="col">{t('findUs.hours.time')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day} className={day === today ? 'pb-find-us-today' : undefined} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{weekdayName(day, locale)}</th>
              <td>{hoursText(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {place.services.length > 0 ? (
        <section aria-label={t('findUs.services.title')}>
          <Typography.Text strong>{t('findUs.services.title')}</Typography.Text>
          <ul className="pb-find-us-services">
            {place.services.map((service) => (
              <li key={service}>{capitalised(service)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Flex>
  );
}
