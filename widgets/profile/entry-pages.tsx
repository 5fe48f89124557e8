import { Checkbox, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import type { ProfileAddressChange } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { EntryEditor, type EntryValues } from './entry-editor.js';
import type { Noun } from './entry-actions.js';
import { addressBreaks, emailBreak, formatPhone, phoneBreak, phoneDigitCount, phoneDigitsOf, type AddressValues, type RuleBreak } from './profile-rules.js';
import type { ProfileSettings } from './profile-settings.js';
import { entriesOf, unchangedRequest, usePersonalProfile, type ProfileEntry } from './profile-source.js';

type Translate = ReturnType<typeof useMessages>;

interface PageProps {
  settings: ProfileSettings;
  profilePath: string;
}

/** An antd rule that reports `check`'s break in the catalogue's words. */
function ruleOf(t: Translate, check: (value: string) => RuleBreak | undefined): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const broken = check(typeof value === 'string' ? value : '');
      if (broken) throw new Error(t(broken.key, broken.params));
    },
  };
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The page's entry (change) or none (add), once the profile is read; the types other entries hold. */
function useEntryOf(noun: Noun): { loading: boolean; missing: boolean; entry: ProfileEntry | undefined; usedTypes: string[]; key: string | undefined } {
  const key = useParams().key;
  const { data, error } = usePersonalProfile();
  // An add page waits too: the types already used decide the type the form starts with.
  if (error) return { loading: false, missing: key !== undefined, entry: undefined, usedTypes: [], key };
  if (!data) return { loading: true, missing: false, entry: undefined, usedTypes: [], key };
  const entries = entriesOf(data, noun);
  const entry = key === undefined ? undefined : entries.find((candidate) => candidate.key === key);
  const usedTypes = entries.filter((candidate) => candidate.key !== key).map((candidate) => candidate.type);
  return { loading: false, missing: key !== undefined && entry === undefined, entry, usedTypes, key };
}

/** The loading and not-found states a change page shows before its form. */
function EntryGate({ noun, children }: { noun: Noun; children: (found: ReturnType<typeof useEntryOf>) => ReactNode }): ReactNode {
  const t = useMessages();
  const found = useEntryOf(noun);
  if (found.loading) return <LoadingState label={t('profile.loading')} rows={4} />;
  if (found.missing) return <ErrorState title={t('profile.form.notFound')} />;
  return children(found);
}

function typeOptions(t: Translate, types: readonly string[], used: readonly string[]) {
  return types.map((type) => ({ value: type, label: t(`profile.type.${type}`), disabled: used.includes(type) }));
}

/** Add or change an email address (spec §5 Email record form): type and primary only when adding and configured. */
export function EmailPage({ settings, profilePath }: PageProps): ReactNode {
  const t = useMessages();
  return (
    <EntryGate noun="email">
      {({ entry, key }) => {
        const choosing = key === undefined && settings.emailTypeSelection;
        const initial: EntryValues = entry ? unchangedRequest(entry) : { address: '', ...(choosing ? { type: undefined, primary: false } : {}) };
        return (
          <EntryEditor
            noun="email"
            entryKey={key}
            profilePath={profilePath}
            initial={initial}
            toRequest={(values) => ({
              address: text(values.address),
              ...(choosing && typeof values.type === 'string' ? { type: values.type, primary: values.primary === true } : {}),
            })}
          >
            {() => (
              <>
                <Form.Item name="address" label={t('profile.form.email')} rules={[ruleOf(t, emailBreak)]}>
                  <Input autoComplete="email" inputMode="email" />
                </Form.Item>
                {choosing ? (
                  <>
                    <Form.Item name="type" label={t('profile.form.type')} rules={[{ required: true, message: t('profile.validation.email.type') }]}>
                      <Select options={typeOptions(t, settings.emailTypes, [])} />
                    </Form.Item>
                    <Form.Item name="primary" valuePropName="checked">
                      <Checkbox>{t('profile.form.primary')}</Checkbox>
                    </Form.Item>
                  </>
                ) : null}
              </>
            )}
          </EntryEditor>
        );
      }}
    </EntryGate>
  );
}

/** Add or change a phone number: +1 and ten digits, typed in groups 3-3-4; Save waits for the ten digits. */
export function PhonePage({ settings, profilePath }: PageProps): ReactNode {
  const t = useMessages();
  return (
    <EntryGate noun="phone">
      {({ entry, key, usedTypes }) => {
        const initial: EntryValues = entry && 'number' in entry ? { number: formatPhone(entry.number), type: entry.type } : { number: '', type: undefined };
        return (
          <EntryEditor
            noun="phone"
            entryKey={key}
            profilePath={profilePath}
            initial={initial}
            canSave={(values) => phoneDigitsOf(text(values.number)).length === phoneDigitCount}
            toRequest={(values) => ({ number: `+1${phoneDigitsOf(text(values.number))}`, type: typeof values.type === 'string' ? values.type : '' })}
          >
            {() => (
              <>
                <Form.Item name="number" label={t('profile.form.phone')} rules={[ruleOf(t, phoneBreak)]} normalize={(value: string) => formatPhone(value)}>
                  <Input autoComplete="tel" inputMode="tel" placeholder="+1 (303) 555-0142" />
                </Form.Item>
                <Form.Item name="type" label={t('profile.form.type')} rules={[{ required: true, message: t('profile.validation.phone.type') }]}>
                  <Select options={typeOptions(t, settings.phoneTypes, usedTypes)} />
                </Form.Item>
              </>
            )}
          </EntryEditor>
        );
      }}
    </EntryGate>
  );
}

const addressFieldNames = ['type', 'buildingNumber', 'streetName', 'townName', 'countrySubDivision', 'postalCode'] as const;

/** Add or change an address (spec §5 Address form), a US state from config, no P.O. box at home. */
export function AddressPage({ settings, profilePath }: PageProps): ReactNode {
  const t = useMessages();
  return (
    <EntryGate noun="address">
      {({ entry, key, usedTypes }) => {
        const firstFree = [settings.defaultPostalAddressType, ...settings.postalAddressTypes].find((type) => !usedTypes.includes(type));
        const initial: EntryValues = entry
          ? unchangedRequest(entry)
          : { type: firstFree, buildingNumber: '', streetName: '', townName: '', countrySubDivision: undefined, postalCode: '' };
        const toRequest = (values: EntryValues): ProfileAddressChange => {
          const request: Record<string, string> = { country: settings.defaultCountry };
          for (const field of addressFieldNames) if (text(values[field]) !== '') request[field] = text(values[field]);
          return request;
        };
        return (
          <EntryEditor noun="address" entryKey={key} profilePath={profilePath} initial={initial} toRequest={toRequest}>
            {(form) => {
              const rule = (field: keyof AddressValues): Rule => ({
                validator: async () => {
                  const broken = addressBreaks(form.getFieldsValue(true) as AddressValues, settings)[field];
                  if (broken) throw new Error(t(broken.key, broken.params));
                },
              });
              return (
                <>
                  <Form.Item name="type" label={t('profile.form.type')} rules={[rule('type')]}>
                    <Select options={typeOptions(t, settings.postalAddressTypes, usedTypes)} />
                  </Form.Item>
                  <Form.Item name="buildingNumber" label={t('profile.form.line1')} rules={[rule('buildingNumber')]} dependencies={['type']}>
                    <Input autoComplete="address-line1" />
                  </Form.Item>
                  <Form.Item name="streetName" label={t('profile.form.line2')} rules={[rule('streetName')]} dependencies={['type']}>
                    <Input autoComplete="address-line2" />
                  </Form.Item>
                  <Form.Item name="townName" label={t('profile.form.city')} rules={[rule('townName')]}>
                    <Input autoComplete="address-level2" />
                  </Form.Item>
                  <Form.Item name="countrySubDivision" label={t('profile.form.state')} rules={[rule('countrySubDivision')]}>
                    <Select showSearch optionFilterProp="label" options={settings.usStates.map((state) => ({ value: state.code, label: state.name }))} />
                  </Form.Item>
                  <Form.Item name="postalCode" label={t('profile.form.postalCode')} rules={[rule('postalCode')]}>
                    <Input autoComplete="postal-code" inputMode="numeric" />
                  </Form.Item>
                </>
              );
            }}
          </EntryEditor>
        );
      }}
    </EntryGate>
  );
}
