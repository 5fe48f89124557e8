import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatMoney } from '../../src/banking-ui/index.js';
import type { AccountDetails } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';
import {
  decimalText,
  formatDate,
  formatNumber,
  formatPercent,
  formatUpdateTime,
  type Formatting,
} from './format.js';
import { MaskedValue } from './masked-value.js';
import {
  bestRanked,
  fallbackRank,
  fieldAt,
  isMaskable,
  isPrintable,
  maskedRank,
  resolveProperty,
  typeRank,
  type BalanceRules,
  type PropertyContext,
  type PropertyGroupConfig,
  type PropertyType,
  type Ranked,
} from './property-cards.js';

/** What a renderer gets besides the property itself. */
export interface RenderEnvironment {
  readonly t: Translate;
  readonly formatting: Formatting;
  readonly onUnmaskError: (error: unknown) => void;
}

/** Renders one property's value; undefined when the value cannot be shown (the property is left out). */
type PropertyRenderer = (context: PropertyContext, environment: RenderEnvironment) => ReactNode | undefined;

const textOf = ({ value }: PropertyContext) => (typeof value === 'string' && value !== '' ? value : undefined);

function currencyOf(account: AccountDetails, formatting: Formatting): string {
  return account.currency ?? formatting.currency;
}

/** Units of terms and frequencies as the platform sends them (D, W, M, Q, Y). */
const units = new Set(['D', 'W', 'M', 'Q', 'Y']);

const typeRenderers: Record<PropertyType, PropertyRenderer> = {
  accountNumber: textOf,
  // Spec/2 §4: a product's state is Active when the platform sends none.
  accountState: ({ value }, { t }) => (typeof value === 'string' && value !== '' ? value : t('accountDetails.state.default')),
  amount: (context, { formatting }) => {
    const decimal = decimalText(context.value);
    return decimal === undefined ? undefined : formatMoney(decimal, currencyOf(context.account, formatting), formatting.locale);
  },
  date: (context, { formatting }) => {
    const text = textOf(context);
    return text === undefined ? undefined : formatDate(text, formatting, context.property.dateFormat);
  },
  debitCards: ({ value }, { t, formatting }) => {
    if (!Array.isArray(value)) return undefined;
    const cards = value.filter((card): card is Record<string, unknown> => typeof card === 'object' && card !== null);
    if (cards.length === 0) return undefined;
    return (
      <ul className="pb-debit-cards">
        {cards.map((card, index) => {
          const text = (key: string) => (typeof card[key] === 'string' ? (card[key] as string) : undefined);
          const expiry = text('expiryDate');
          const expires = expiry ? formatDate(expiry, formatting, undefined) : undefined;
          return (
            <li key={text('cardId') ?? index}>
              {[
                text('number'),
                text('cardholderName'),
                text('cardType'),
                text('cardStatus'),
                expires ? t('accountDetails.debitCard.expires', { date: expires }) : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          );
        })}
      </ul>
    );
  },
  frequencyTerm: ({ value, property, account }, { t, formatting }) => {
    const count = decimalText(value);
    const unit = property.unitKey === undefined ? undefined : fieldAt(account.fields, property.unitKey);
    if (count === undefined || typeof unit !== 'string' || !units.has(unit)) return undefined;
    const plural = new Intl.PluralRules(formatting.locale).select(Number(count)) === 'one' ? 'one' : 'other';
    return t(`accountDetails.unit.${unit}.${plural}`, { count: formatNumber(count, formatting.locale) });
  },
  number: ({ value }, { formatting }) => {
    const decimal = decimalText(value);
    return decimal === undefined ? undefined : formatNumber(decimal, formatting.locale);
  },
  percent: ({ value }, { formatting }) => {
    const decimal = decimalText(value);
    return decimal === undefined ? undefined : formatPercent(decimal, formatting.locale);
  },
  renewalStatus: ({ value }, { t }) => {
    const on = value === true || value === 'true';
    const off = value === false || value === 'false';
    if (!on && !off) return undefined;
    return t(on ? 'accountDetails.renewal.on' : 'accountDetails.renewal.off');
  },
  text: textOf,
  updateTime: (context, { formatting }) => {
    const text = textOf(context);
    return text === undefined ? undefined : formatUpdateTime(text, formatting, context.property.dateFormat);
  },
};

const maskedRenderer: PropertyRenderer = (context, { t, onUnmaskError }) => {
  if (typeof context.value !== 'string') return undefined;
  return (
    <MaskedValue
      arrangementId={context.account.id}
      attributeName={context.key}
      maskedValue={context.value}
      label={t(context.property.labelKey)}
      onError={onUnmaskError}
    />
  );
};

const fallbackRenderer: PropertyRenderer = ({ value }) => String(value);

/**
 * The renderer palette, each with its tester (JSON Forms' rankWith): a masked attribute beats its
 * type's renderer, which beats plain text. Adding a renderer is adding an entry here.
 */
export const propertyRenderers: readonly Ranked<PropertyRenderer, PropertyContext>[] = [
  { value: maskedRenderer, tester: (context) => (isMaskable(context) ? maskedRank : -1) },
  ...Object.entries(typeRenderers).map(([type, renderer]) => ({
    value: renderer,
    tester: (context: PropertyContext) => (context.property.type === type ? typeRank : -1),
  })),
  { value: fallbackRenderer, tester: (context) => (isPrintable(context) ? fallbackRank : -1) },
];

/** The one place that picks a renderer; exported so the ranks themselves are tested. */
export function rendererFor(context: PropertyContext): PropertyRenderer | undefined {
  return bestRanked(propertyRenderers, context);
}

function renderProperty(context: PropertyContext, environment: RenderEnvironment): ReactNode | undefined {
  const shown = rendererFor(context)?.(context, environment);
  if (shown !== undefined) return shown;
  // A value the type's renderer cannot read (a date that is not a date) still shows as text.
  return isPrintable(context) ? fallbackRenderer(context, environment) : undefined;
}

/** Spec/2 §2.1: groups with a title, two properties per row; a property the account lacks is left out. */
export function PropertyGroups({
  groups,
  account,
  rules,
  environment,
}: {
  groups: readonly PropertyGroupConfig[];
  account: AccountDetails;
  rules: BalanceRules;
  environment: RenderEnvironment;
}) {
  const shown = groups
    .map((group) => ({
      group,
      items: group.properties.flatMap((property) => {
        const resolved = resolveProperty(property, account, rules);
        // Spec/2 §4: the state reads Active when absent, so it is shown even without a value.
        const context: PropertyContext | undefined = resolved
          ? { property, key: resolved.key, value: resolved.value, account }
          : property.type === 'accountState'
            ? { property, key: property.key, value: undefined, account }
            : undefined;
        const content = context ? renderProperty(context, environment) : undefined;
        return content === undefined
          ? []
          : [{ key: `${property.key}-${property.labelKey}`, label: environment.t(property.labelKey), children: content }];
      }),
    }))
    .filter(({ items }) => items.length > 0);

  if (shown.length === 0) return <p className="pb-secondary">{environment.t('accountDetails.noProperties')}</p>;

  return (
    <div className="pb-property-groups">
      {shown.map(({ group, items }) => {
        const title = environment.t(group.titleKey);
        const list = (
          <Descriptions
            column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
            layout="vertical"
            size="small"
            colon={false}
            items={items}
          />
        );
        return group.hideCard ? (
          <section key={group.titleKey} className="pb-property-group pb-property-group-plain" aria-label={title}>
            <h3 className="pb-property-group-title">{title}</h3>
            {list}
          </section>
        ) : (
          <Card key={group.titleKey} className="pb-property-group" title={<h3 className="pb-property-group-title">{title}</h3>} size="small">
            <section aria-label={title}>{list}</section>
          </Card>
        );
      })}
    </div>
  );
}
