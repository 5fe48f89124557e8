import type { ConfigError, MenuConfig, ModalRoute, RoutesConfig } from './config-types.js';
import { entitlementNames, fileNameOf } from './config-files.js';
import { isRecord, messageKeyPattern } from './json.js';
import { flattenRoutes, isParameterized, type FlatRoute } from './route-paths.js';
import { RUNTIME_MESSAGE_KEYS } from './runtime-message-keys.js';
import { didYouMean, escapePointerToken } from './schema-errors.js';

/**
 * What one file may name in another, and the one way each problem is worded: every check of a
 * reference (a route, a message key, an entitlement, a flag) goes through here so the operator
 * reads the same sentence, with its did-you-mean, whichever file the reference sits in. Each
 * list is known only when its file passed its schema, so the checks can trust its shape.
 */
export class References {
  readonly routes: RoutesConfig | undefined;
  readonly flat: readonly FlatRoute[];
  private readonly paths: ReadonlySet<string>;
  private readonly entitlements: string[] | undefined;
  private readonly flags: string[] | undefined;
  private readonly messages: Record<string, unknown> | undefined;

  constructor(
    readonly bundle: Readonly<Record<string, unknown>>,
    valid: ReadonlySet<string>,
    private readonly errors: ConfigError[],
  ) {
    this.routes = valid.has('routes') ? (bundle.routes as RoutesConfig) : undefined;
    this.flat = this.routes === undefined ? [] : flattenRoutes(this.routes);
    this.paths = new Set(this.flat.map((route) => route.fullPath));
    this.entitlements = valid.has('entitlements') ? entitlementNames(bundle.entitlements) : undefined;
    this.flags = valid.has('flags') ? Object.keys(bundle.flags as object).filter((key) => key !== '$schema') : undefined;
    this.messages = valid.has('messages') ? (bundle.messages as Record<string, unknown>) : undefined;
  }

  add(file: string, pointer: string, message: string): void {
    this.errors.push({ file, pointer, message });
  }

  /**
   * `path` must be a route of routes.json, its segments matched one by one: a route's `:param`
   * segment takes any value (`my-accounts/transactions/acc-1/list` resolves), a literal segment
   * only itself. Redirects, fallbacks and menu items need a concrete path; a widget's link may
   * keep a parameter for the widget to fill in (`my-accounts/transactions/:selectedAccount`) when
   * `parameters` allows it, and then the route must have that parameter, by the same name, there.
   */
  routeExists(file: string, pointer: string, path: string, what: string, parameters: 'concrete' | 'parameterised-allowed' = 'concrete'): void {
    if (this.routes === undefined || this.resolves(path, parameters)) return;
    const known = [...this.paths].filter((candidate) => parameters === 'parameterised-allowed' || !isParameterized(candidate));
    this.add(file, pointer, `${what} "${path}" names no route in routes.json${didYouMean(path, known)}; routes: ${known.join(', ')}`);
  }

  private resolves(path: string, parameters: 'concrete' | 'parameterised-allowed'): boolean {
    const wanted = path.split('/');
    if (parameters === 'concrete' && wanted.some((segment) => segment.startsWith(':'))) return false;
    return [...this.paths].some((candidate) => {
      const segments = candidate.split('/');
      return (
        segments.length === wanted.length &&
        segments.every((segment, index) => {
          const value = wanted[index] as string;
          if (value.startsWith(':')) return segment === value;
          return segment.startsWith(':') || segment === value;
        })
      );
    });
  }

  entitlementExists(file: string, pointer: string, name: string): void {
    if (this.entitlements === undefined || this.entitlements.includes(name)) return;
    this.add(file, pointer, `entitlement "${name}" is not defined in entitlements.json${didYouMean(name, this.entitlements)}`);
  }

  flagExists(file: string, pointer: string, name: string): void {
    if (this.flags === undefined || this.flags.includes(name)) return;
    this.add(file, pointer, `flag "${name}" is not defined in flags.json${didYouMean(name, this.flags)}; flags: ${this.flags.join(', ')}`);
  }

  messageExists(file: string, pointer: string, key: string): void {
    if (this.messages === undefined || (typeof this.messages[key] === 'string' && key !== '$schema')) return;
    const catalogue = fileNameOf('messages', this.bundle);
    this.add(file, pointer, `message "${key}" is not in ${catalogue}${didYouMean(key, Object.keys(this.messages))}`);
  }
}

/** The routes file on its own: duplicate paths, redirects, fallbacks and their loops, the two special routes, modals. */
export function checkRoutes(refs: References, routes: RoutesConfig, checkWidget: (pointer: string, reference: WidgetReferenceAt) => void): void {
  const seen = new Map<string, string>();
  for (const { node, pointer, fullPath, guards, layout, chain } of refs.flat) {
    const earlier = seen.get(fullPath);
    if (earlier !== undefined) refs.add('routes.json', `${pointer}/path`, `route "${fullPath}" is already defined at ${earlier}`);
    seen.set(fullPath, pointer);
    if (node.widget !== undefined) checkWidget(pointer, { widget: node.widget, props: node.props, widgetVersion: node.widgetVersion });
    if (node.redirect !== undefined) refs.routeExists('routes.json', `${pointer}/redirect`, node.redirect, 'redirect');
    if (node.fallback !== undefined) refs.routeExists('routes.json', `${pointer}/fallback`, node.fallback, 'fallback');
    if (node.entitlement !== undefined) refs.entitlementExists('routes.json', `${pointer}/entitlement`, node.entitlement);
    if (node.titleKey !== undefined) refs.messageExists('routes.json', `${pointer}/titleKey`, node.titleKey);
    checkVisitorRoute(refs, { node, pointer, guards, layout, chain });
  }
  refs.routeExists('routes.json', '/defaultPath', routes.defaultPath, 'defaultPath');
  refs.routeExists('routes.json', '/selectContextPath', routes.selectContextPath, 'selectContextPath');
  refs.routeExists('routes.json', '/noAccessPath', routes.noAccessPath, 'noAccessPath');
  if (routes.consentPath !== undefined) {
    refs.routeExists('routes.json', '/consentPath', routes.consentPath, 'consentPath');
    const consent = refs.flat.find((route) => route.fullPath === routes.consentPath);
    if (consent !== undefined && consent.chain.length > 0) {
      refs.add('routes.json', '/consentPath', `the terms route "${routes.consentPath}" must not require an entitlement; members are sent there before anything else`);
    }
  }
  const noAccess = refs.flat.find((route) => route.fullPath === routes.noAccessPath);
  if (noAccess !== undefined && noAccess.chain.length > 0) {
    refs.add('routes.json', '/noAccessPath', `the no-access route "${routes.noAccessPath}" must not require an entitlement (it requires ${noAccess.chain.map((link) => `"${link.entitlement}"`).join(', ')}); denied members land there`);
  }
  const selectContext = refs.flat.find((route) => route.fullPath === routes.selectContextPath);
  if (selectContext !== undefined && selectContext.guards.has('context')) {
    refs.add('routes.json', '/selectContextPath', `the context-selection route "${routes.selectContextPath}" must not have the "context" guard; members without a context are sent there`);
  }
  checkFallbackLoops(refs);
  const modalNames = new Set<string>();
  routes.modals.forEach((modal: ModalRoute, index) => {
    const pointer = `/modals/${index}`;
    if (modalNames.has(modal.name)) refs.add('routes.json', `${pointer}/name`, `modal "${modal.name}" is defined twice`);
    modalNames.add(modal.name);
    checkWidget(pointer, { widget: modal.widget, props: modal.props, widgetVersion: modal.widgetVersion });
    if (modal.entitlement !== undefined) refs.entitlementExists('routes.json', `${pointer}/entitlement`, modal.entitlement);
    refs.messageExists('routes.json', `${pointer}/titleKey`, modal.titleKey);
  });
}

/**
 * A visitor page is shown before anyone signs in (enrollment, password reset): nothing there can
 * ask for a signed-in member, a context or an entitlement, which would need a session it has not.
 */
function checkVisitorRoute(refs: References, route: Pick<FlatRoute, 'node' | 'pointer' | 'guards' | 'layout' | 'chain'>): void {
  if (route.layout !== 'visitor') return;
  for (const guard of ['authenticated', 'context'] as const) {
    if (route.guards.has(guard)) refs.add('routes.json', `${route.pointer}/guards`, `a visitor route is shown to people who are not signed in, so it cannot have the "${guard}" guard`);
  }
  if (route.chain.length > 0) refs.add('routes.json', `${route.pointer}/entitlement`, 'a visitor route is shown to people who are not signed in, so it cannot require an entitlement');
}

/** A widget named at a pointer of routes.json (a route, a modal, or nested in another widget's props). */
export interface WidgetReferenceAt {
  readonly widget: string;
  readonly props: unknown;
  readonly widgetVersion: string | undefined;
}

/**
 * A member denied everything follows fallbacks; if they can come back to where they started,
 * that is a redirect loop. The runtime would stop it (resolveEntitledPath), but the operator
 * must hear about it here.
 */
function checkFallbackLoops(refs: References): void {
  const byPath = new Map(refs.flat.map((route) => [route.fullPath, route]));
  const reported = new Set<string>();
  for (const start of refs.flat) {
    const stack: string[] = [];
    const onStack = new Set<string>();
    const visit = (path: string): string[] | undefined => {
      if (onStack.has(path)) return [...stack.slice(stack.indexOf(path)), path];
      const route = byPath.get(path);
      if (route === undefined) return undefined;
      onStack.add(path);
      stack.push(path);
      for (const link of route.chain) {
        if (link.fallback === undefined) continue;
        const cycle = visit(link.fallback);
        if (cycle !== undefined) return cycle;
      }
      stack.pop();
      onStack.delete(path);
      return undefined;
    };
    const cycle = visit(start.fullPath);
    if (cycle === undefined) continue;
    const key = [...new Set(cycle)].sort().join('|');
    if (reported.has(key)) continue;
    reported.add(key);
    const owner =
      refs.flat.find((route) => route.fullPath === cycle[0] && route.node.fallback !== undefined) ??
      refs.flat.find((route) => route.node.fallback !== undefined && cycle.includes(route.fullPath));
    const pointer = owner === undefined ? '/routes' : `${owner.pointer}/fallback`;
    refs.add('routes.json', pointer, `fallback chain loops: ${cycle.join(' → ')}; a member denied these entitlements would never land`);
  }
}

export function checkMenu(refs: References, menu: MenuConfig): void {
  const groupIds = new Set<string>();
  menu.groups.forEach((group, groupIndex) => {
    const pointer = `/groups/${groupIndex}`;
    if (groupIds.has(group.id)) refs.add('menu.json', `${pointer}/id`, `group id "${group.id}" is used twice`);
    groupIds.add(group.id);
    refs.messageExists('menu.json', `${pointer}/labelKey`, group.labelKey);
    if (group.entitlement !== undefined) refs.entitlementExists('menu.json', `${pointer}/entitlement`, group.entitlement);
    if (group.items.length === 0) {
      refs.add('menu.json', `${pointer}/items`, `group "${group.id}" has no items: members would see a heading that opens nothing; add an item or remove the group`);
    }
    const itemIds = new Set<string>();
    group.items.forEach((item, itemIndex) => {
      const itemPointer = `${pointer}/items/${itemIndex}`;
      if (itemIds.has(item.id)) refs.add('menu.json', `${itemPointer}/id`, `item id "${item.id}" is used twice in group "${group.id}"`);
      itemIds.add(item.id);
      refs.messageExists('menu.json', `${itemPointer}/labelKey`, item.labelKey);
      refs.routeExists('menu.json', `${itemPointer}/path`, item.path, 'path');
      if (item.entitlement !== undefined) refs.entitlementExists('menu.json', `${itemPointer}/entitlement`, item.entitlement);
      if (item.flag !== undefined) refs.flagExists('menu.json', `${itemPointer}/flag`, item.flag);
    });
  });
}

/** Every `flag` operator in entitlements.json names a flag of flags.json. */
export function checkEntitlementFlags(refs: References): void {
  const rules = refs.bundle.entitlements as Record<string, { rule: unknown }>;
  const visit = (rule: unknown, pointer: string): void => {
    if (Array.isArray(rule)) rule.forEach((item, index) => visit(item, `${pointer}/${index}`));
    else if (isRecord(rule)) {
      for (const [operator, args] of Object.entries(rule)) {
        const at = `${pointer}/${escapePointerToken(operator)}`;
        if (operator === 'flag' && typeof args === 'string') refs.flagExists('entitlements.json', at, args);
        else visit(args, at);
      }
    }
  };
  for (const name of entitlementNames(rules)) visit(rules[name]?.rule, `/${escapePointerToken(name)}/rule`);
}

/** The catalogue has the keys the runtime's own pages use, and every key app.json's external links name. */
export function checkCatalogue(refs: References): void {
  const catalogue = fileNameOf('messages', refs.bundle);
  const messages = refs.bundle.messages as Record<string, unknown>;
  for (const key of RUNTIME_MESSAGE_KEYS) {
    if (typeof messages[key] !== 'string') refs.add(catalogue, `/${escapePointerToken(key)}`, `message "${key}" is missing; the app's own pages use it`);
  }
  const app = refs.bundle.app;
  if (isRecord(app) && isRecord(app.externalLinks)) {
    for (const [name, link] of Object.entries(app.externalLinks)) {
      if (isRecord(link) && typeof link.labelKey === 'string') refs.messageExists('app.json', `/externalLinks/${escapePointerToken(name)}/labelKey`, link.labelKey);
    }
  }
}

/**
 * Message keys in the journeys' own files, checked when those files passed their schemas (at
 * boot they are not loaded yet; config:check and the studio check them): property-cards.json's
 * card titles and property labels, payments.json's refusal texts, which the transfer form
 * reads as `transfers.<messageKey>`, the text and link label of its bank-connector refusal, and
 * the titles of products.json's terms documents, stop-checks.json's reasons (the stop
 * payment page shows each reason by its key), and terms.json's title and paragraphs (the consent
 * page shows them).
 */
export function checkJourneyMessages(refs: References, valid: ReadonlySet<string>): void {
  if (valid.has('property-cards')) {
    const visit = (node: unknown, pointer: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      else if (isRecord(node)) {
        for (const [name, value] of Object.entries(node)) {
          const at = `${pointer}/${escapePointerToken(name)}`;
          if ((name === 'titleKey' || name === 'labelKey') && typeof value === 'string' && messageKeyPattern.test(value)) refs.messageExists('property-cards.json', at, value);
          else visit(value, at);
        }
      }
    };
    visit(refs.bundle['property-cards'], '');
  }
  const payments = refs.bundle.payments;
  if (valid.has('payments') && isRecord(payments) && isRecord(payments.rules)) {
    for (const list of ['blockedTransfers', 'recurringBlockedSourceKinds']) {
      const entries = payments.rules[list];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry, index) => {
        if (isRecord(entry) && typeof entry.messageKey === 'string') refs.messageExists('payments.json', `/rules/${list}/${index}/messageKey`, `transfers.${entry.messageKey}`);
      });
    }
  }
  const products = refs.bundle.products;
  if (valid.has('products') && isRecord(products) && Array.isArray(products.products)) {
    products.products.forEach((product, index) => {
      const terms = isRecord(product) && Array.isArray(product.terms) ? product.terms : [];
      terms.forEach((document, position) => {
        if (isRecord(document) && typeof document.titleKey === 'string') refs.messageExists('products.json', `/products/${index}/terms/${position}/titleKey`, document.titleKey);
      });
    });
  }
  const stopChecks = refs.bundle['stop-checks'];
  if (valid.has('stop-checks') && isRecord(stopChecks) && Array.isArray(stopChecks.reasons)) {
    stopChecks.reasons.forEach((reason, index) => {
      if (typeof reason === 'string') refs.messageExists('stop-checks.json', `/reasons/${index}`, reason);
    });
  }
  const terms = refs.bundle.terms;
  if (valid.has('terms') && isRecord(terms)) {
    if (typeof terms.titleKey === 'string') refs.messageExists('terms.json', '/titleKey', terms.titleKey);
    if (Array.isArray(terms.paragraphs)) {
      terms.paragraphs.forEach((key, index) => {
        if (typeof key === 'string') refs.messageExists('terms.json', `/paragraphs/${index}`, key);
      });
    }
  }
  const profile = refs.bundle.profile;
  if (valid.has('profile') && isRecord(profile)) {
    // The form and the server both build a RegExp from it: a broken one would refuse every address.
    try {
      new RegExp(String(profile.poBoxPattern), 'i');
    } catch {
      refs.add('profile.json', '/poBoxPattern', 'is not a regular expression');
    }
    for (const list of ['emailTypes', 'phoneTypes', 'postalAddressTypes'] as const) {
      const types = profile[list];
      if (!Array.isArray(types)) continue;
      types.forEach((type, index) => {
        if (typeof type === 'string') refs.messageExists('profile.json', `/${list}/${index}`, `profile.type.${type}`);
      });
    }
  }
  const bankConnector = valid.has('payments') && isRecord(payments) ? payments.bankConnectorErrors : undefined;
  if (isRecord(bankConnector)) {
    if (typeof bankConnector.messageKey === 'string') refs.messageExists('payments.json', '/bankConnectorErrors/messageKey', bankConnector.messageKey);
    const link = bankConnector.link;
    if (isRecord(link) && typeof link.labelKey === 'string') refs.messageExists('payments.json', '/bankConnectorErrors/link/labelKey', link.labelKey);
  }
}
