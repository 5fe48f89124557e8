import type { Account } from 'oidc-provider';
import type { Database, Queryable } from '../db/database.js';
import type { SignInLockout } from '../settings.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { browserIdOf, countFailure, forgetFailures, normalizedUsername, signedInClient, unknownClient } from './sign-in-failures.js';

/**
 * Who a provider account id stands for. A member (or operator) signs in as themselves; an agent
 * signs in and then acts for a member. Both ids travel in the provider's one `accountId` string,
 * so sessions, grants and refresh tokens carry the pair without extra state:
 * `encodeURIComponent(memberId)` alone, or followed by a space and `encodeURIComponent(agentId)`.
 * A space never survives encodeURIComponent, so the split is unambiguous for any user id.
 */
export interface Principal {
  /** The token's subject: the member whose data the app shows. */
  memberId: string;
  /** The support agent acting for the member (the token's act.sub). */
  agentId?: string;
}

export function encodeAccountId({ memberId, agentId }: Principal): string {
  return agentId === undefined
    ? encodeURIComponent(memberId)
    : `${encodeURIComponent(memberId)} ${encodeURIComponent(agentId)}`;
}

export function decodeAccountId(accountId: string): Principal | undefined {
  try {
    const [member, agent, ...rest] = accountId.split(' ');
    if (!member || rest.length > 0 || agent === '') return undefined;
    const memberId = decodeURIComponent(member);
    return agent === undefined ? { memberId } : { memberId, agentId: decodeURIComponent(agent) };
  } catch {
    // Malformed percent-encoding: not an id this provider ever issued.
    return undefined;
  }
}

export interface SignInUser {
  id: string;
  username: string;
  fullName: string;
  role: 'member' | 'agent' | 'operator';
}

interface UserRow {
  id: string;
  username: string;
  full_name: string;
  role: SignInUser['role'];
}

const toUser = (row: Pick<UserRow, 'id' | 'username' | 'full_name' | 'role'>): SignInUser => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  role: row.role,
});

/** Where the password is typed: a browser (with its known-browser token, if it has one) or a signed-in session. */
export type SignInClient = { browserToken: string | undefined } | { signedIn: true };

export type PasswordCheck =
  | { outcome: 'signed-in'; user: SignInUser }
  /** `userId` only for the audit trail: the answer to the person is the same whether it is there or not. */
  | { outcome: 'incorrect'; userId?: string; failures: number }
  /** `justLocked`: this attempt's failure is the one that locked the username for this client. */
  | { outcome: 'locked'; userId?: string; secondsLeft: number; justLocked: boolean; failures?: number };

interface CandidateRow {
  id: string | null;
  username: string | null;
  full_name: string | null;
  role: SignInUser['role'] | null;
  password_hash: string | null;
  client: string;
  lock_seconds_left: number | null;
}

/**
 * Checks a username and password with backoff per username typed and client (sign-in-failures.ts).
 * Every path does the same work, so neither the answer nor its time tells whether the username
 * exists: one statement finds the user, the client's count and its lock; one scrypt comparison
 * (against a decoy hash when there is no user, and also while locked); then one statement that
 * counts the failure or ends the series. A locked username is refused even with the right password.
 */
export async function checkPassword(
  db: Database,
  lockout: SignInLockout,
  attempt: { username: string; password: string; client: SignInClient },
): Promise<PasswordCheck> {
  const username = normalizedUsername(attempt.username);
  const { client: from } = attempt;
  const browserId = 'browserToken' in from && from.browserToken !== undefined ? browserIdOf(from.browserToken) : null;
  const [row] = await db.query<CandidateRow>(
    `with typed as (select $1::text as username),
     candidate as (
       select u.id, u.username, u.full_name, u.role, u.password_hash,
              coalesce($4::text, kb.browser_id, $3::text) as client
         from typed t
         left join users u on lower(u.username) = t.username
         left join known_browsers kb on kb.user_id = u.id and kb.browser_id = $2::text
                                    and kb.last_seen_at > now() - make_interval(days => $5)
     )
     select c.*, ceil(extract(epoch from f.locked_until - now()))::integer as lock_seconds_left
       from candidate c
       left join sign_in_failures f on f.username = $1 and f.client = c.client and f.locked_until > now()`,
    [username, browserId, unknownClient, 'signedIn' in from ? signedInClient : null, lockout.knownBrowserDays],
  );
  const client = row?.client ?? unknownClient;
  const matches = await verifyPassword(attempt.password, row?.password_hash ?? (await decoyHash()));
  const userId = row?.id ?? undefined;
  if (row?.lock_seconds_left) {
    return { outcome: 'locked', userId, secondsLeft: Math.max(1, row.lock_seconds_left), justLocked: false };
  }
  if (matches && row?.id && row.username && row.full_name && row.role) {
    await forgetFailures(db, username, client);
    const user = toUser({ id: row.id, username: row.username, full_name: row.full_name, role: row.role });
    return { outcome: 'signed-in', user };
  }
  const counted = await countFailure(db, lockout, username, client);
  if (counted.lockedSeconds !== undefined) {
    return { outcome: 'locked', userId, secondsLeft: counted.lockedSeconds, justLocked: true, failures: counted.failures };
  }
  return { outcome: 'incorrect', userId, failures: counted.failures };
}

export async function findUser(db: Queryable, id: string): Promise<SignInUser | undefined> {
  const rows = await db.query<UserRow>('select id, username, full_name, role from users where id = $1', [id]);
  return rows[0] && toUser(rows[0]);
}

/** The members an agent may act for, by name. */
export async function assignedMembers(db: Queryable, agentId: string): Promise<SignInUser[]> {
  const rows = await db.query<UserRow>(
    `select u.id, u.username, u.full_name, u.role
       from agent_assignments a join users u on u.id = a.member_id
      where a.agent_id = $1 and u.role = 'member'
      order by u.full_name, u.id`,
    [agentId],
  );
  return rows.map(toUser);
}

/** What the provider learns about an account: subject, name, role and, for agents, `act`. */
export interface SignInAccount extends Account {
  principal: Principal;
  member: SignInUser;
  agent?: SignInUser;
}

/**
 * Resolves an account id to the member (and acting agent). Undefined — which ends the session's
 * refresh — when the member is gone, or the agent is no longer an agent assigned to that member.
 */
export async function loadAccount(db: Queryable, accountId: string): Promise<SignInAccount | undefined> {
  const principal = decodeAccountId(accountId);
  if (!principal) return undefined;
  const member = await findUser(db, principal.memberId);
  if (!member) return undefined;
  let agent: SignInUser | undefined;
  if (principal.agentId !== undefined) {
    agent = await findUser(db, principal.agentId);
    if (agent?.role !== 'agent' || member.role !== 'member') return undefined;
    const assigned = await db.query('select 1 from agent_assignments where agent_id = $1 and member_id = $2', [
      agent.id,
      member.id,
    ]);
    if (assigned.length === 0) return undefined;
  } else if (member.role === 'agent') {
    // An agent always acts for a member; the provider never issues tokens for the agent alone.
    return undefined;
  }
  return {
    accountId,
    principal,
    member,
    agent,
    claims: () => ({
      sub: member.id,
      name: member.fullName,
      role: member.role,
      ...(agent ? { act: { sub: agent.id } } : {}),
    }),
  };
}

export interface AuditEvent {
  actorId?: string | null;
  subjectId?: string | null;
  action: string;
  details?: Record<string, unknown>;
}

export async function recordEvent(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query('insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, $3, $4::jsonb)', [
    event.actorId ?? null,
    event.subjectId ?? null,
    event.action,
    JSON.stringify(event.details ?? {}),
  ]);
}
