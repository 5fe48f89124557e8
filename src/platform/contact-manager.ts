import useSWR, { type SWRResponse } from 'swr';
import { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { expectArray, isRecord, stringOf, UnexpectedAnswerError } from './json.js';
import { usePlatform } from './platform-context.js';
import type { Contact, ContactCreationRequest, QueryOf } from '../../schemas/api/generated/api-types.js';

/**
 * contact-manager (spec/1 §7 prefix; NOTES §1.7): the member's contacts. The transfer form pays
 * the ones reached by a credit-union account number (transferContacts: IBAN, e-mail and phone
 * entries left out); Manage Contacts keeps every one in the spec's terms (the address book:
 * name, accountIdentifier, accountIdentifierType).
 */

export const contactsPath = '/contact-manager/client-api/v2/contacts';

/** The largest page the contact list is read in: a member's whole address book in one call. */
export const contactPageSize = 200;

type AccountNumberEntry = Extract<Contact['accounts'][number], { accountType: 'ACCOUNT' }>;

/** One credit-union account of a contact: the contract's ACCOUNT entry of a Contact's `accounts` (its name may be missing in a platform's answer). */
export type ContactAccount = Pick<AccountNumberEntry, 'accountNumber'> & Partial<Pick<AccountNumberEntry, 'name' | 'alias'>>;

/** The contract's Contact with only its accounts a transfer can pay (at least one, each number once). */
export type TransferContact = Pick<Contact, 'id' | 'name' | 'alias'> & { accounts: readonly ContactAccount[] };

function readContact(value: unknown): TransferContact | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const name = stringOf(value.name);
  if (!id || !name) return undefined;
  const accounts: ContactAccount[] = [];
  for (const entry of Array.isArray(value.accounts) ? value.accounts : []) {
    if (!isRecord(entry)) continue;
    const accountNumber = stringOf(entry.accountNumber);
    if (!accountNumber || accounts.some((account) => account.accountNumber === accountNumber)) continue;
    accounts.push({ accountNumber, name: stringOf(entry.name), alias: stringOf(entry.alias) });
  }
  return accounts.length > 0 ? { id, name, alias: stringOf(value.alias), accounts } : undefined;
}

export function readTransferContacts(answer: unknown): TransferContact[] {
  return expectArray(answer, 'the contacts')
    .map(readContact)
    .filter((contact): contact is TransferContact => contact !== undefined);
}

export type ContactQuery = QueryOf<'listContacts'>;

/** One page of contacts, read by `read`, and the member's total number of contacts (X-Total-Count). */
async function contactPage<T>(
  http: HttpClient,
  query: ContactQuery,
  read: (answer: unknown) => T[],
  signal?: AbortSignal,
): Promise<{ contacts: T[]; total: number }> {
  const { body, headers } = await http.exchange({ method: 'GET', path: contactsPath, query: { ...query }, signal });
  const contacts = read(body);
  const total = Number(headers.get('X-Total-Count'));
  return { contacts, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : contacts.length };
}

/** One page of payable contacts and the member's total number of contacts (X-Total-Count). */
export function listContacts(http: HttpClient, query: ContactQuery, signal?: AbortSignal): Promise<{ contacts: TransferContact[]; total: number }> {
  return contactPage(http, query, readTransferContacts, signal);
}

/** How a contact is reached, in the spec's terms (spec/2 §3): ACCOUNT is a member number. */
export type ContactIdentifierType = ContactCreationRequest['accountIdentifierType'] & string;

/** What the contact form saves (spec/2 §7 Contact save). */
export interface ContactDetails {
  name: string;
  accountIdentifier: string;
  accountIdentifierType: ContactIdentifierType;
}

/** A contact of the member's address book (Manage Contacts): every identifier type, not only payable ones. */
export type AddressBookContact = ContactDetails & Pick<Contact, 'id' | 'alias'>;

const identifierTypes: readonly string[] = ['ACCOUNT', 'IBAN', 'PHONE', 'EMAIL'] satisfies readonly ContactIdentifierType[];
const isIdentifierType = (value: unknown): value is ContactIdentifierType => typeof value === 'string' && identifierTypes.includes(value);

function readAddressBookContact(value: unknown): AddressBookContact | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const name = stringOf(value.name);
  const accountIdentifier = stringOf(value.accountIdentifier);
  if (!id || !name || accountIdentifier === undefined || !isIdentifierType(value.accountIdentifierType)) return undefined;
  return { id, name, alias: stringOf(value.alias), accountIdentifier, accountIdentifierType: value.accountIdentifierType };
}

const readAddressBook = (answer: unknown): AddressBookContact[] =>
  expectArray(answer, 'the contacts')
    .map(readAddressBookContact)
    .filter((contact): contact is AddressBookContact => contact !== undefined);

/** One page of the member's contacts, searched by `query`, and how many match (X-Total-Count). */
export function listAddressBook(http: HttpClient, query: ContactQuery, signal?: AbortSignal): Promise<{ contacts: AddressBookContact[]; total: number }> {
  return contactPage(http, query, readAddressBook, signal);
}

export async function addressBookContact(http: HttpClient, id: string): Promise<AddressBookContact> {
  const contact = readAddressBookContact(await http.get(`${contactsPath}/${encodeURIComponent(id)}`));
  if (!contact) throw new UnexpectedAnswerError('the contact');
  return contact;
}

/** Saves a new contact (no id) or changes one; the transfer form's contacts are read afresh after. */
export async function saveContact(http: HttpClient, id: string | undefined, details: ContactDetails): Promise<void> {
  const body: ContactCreationRequest = { ...details };
  if (id === undefined) await http.post(contactsPath, body);
  else await http.put(`${contactsPath}/${encodeURIComponent(id)}`, body);
}

export async function deleteContact(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${contactsPath}/${encodeURIComponent(id)}`);
}

/**
 * The contacts a transfer may pay. A platform without the contact manager (404) or a member
 * without the Contacts permission (403) simply has none to offer: the form still works with own
 * accounts and member numbers.
 */
export async function transferContacts(http: HttpClient, signal?: AbortSignal): Promise<TransferContact[]> {
  try {
    return (await listContacts(http, { from: 0, size: contactPageSize }, signal)).contacts;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 403)) return [];
    throw error;
  }
}

export const contactSwrKeys = { transferContacts: 'contact-manager/contacts/transfer', addressBook: 'contact-manager/contacts/address-book' } as const;

export function useTransferContacts(): SWRResponse<TransferContact[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(contactSwrKeys.transferContacts, () => transferContacts(http));
}
