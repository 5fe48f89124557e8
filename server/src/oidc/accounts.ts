import type { Account } from 'oidc-provider';
import type { Database, Queryable } from '../db/database.js';
import type { SignInSettings } from '../settings.js';
import { decoyHash, verifyPassword } from './passwords.js';

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
  password_hash: string;
  locked: boolean;
  lock_seconds_left: number | null;
}

const toUser = (row: Pick<UserRow, 'id' | 'username' | 'full_name' | 'role'>): SignInUser => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  role: row.role,
});

export type PasswordCheck =
  | { outcome: 'signed-in'; user: SignInUser }
  | { outcome: 'incorrect'; userId?: string; failures?: number }
  /** `justLocked`: this attempt's failure is the one that locked the user. */
  | { outcome: 'locked'; userId: string; secondsLeft: number; justLocked: boolean };


/**
 * Checks a username and password, keeping the lockout state in users.failed_logins and
 * users.locked_until: `maxFailures` wrong passwords in a row lock the user for `lockSeconds`;
 * a success resets the count; once a lock has run out the count starts again from zero.
 */
export async function checkPassword(
  db: Database,
  lockout: SignInSettings['lockout'],
  username: string,
  password: string,
): Promise<PasswordCheck> {
  const rows = await db.query<UserRow>(
    `select id, username, full_name, role, password_hash,
            coalesce(locked_until > now(), false) as locked,
            ceil(extract(epoch from (locked_until - now())))::integer as lock_seconds_left
       from users where lower(username) = lower($1)`,
    [username],
  );
  const row = rows[0];
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return { outcome: 'incorrect' };
  }
  if (row.locked) {
    return { outcome: 'locked', userId: row.id, secondsLeft: row.lock_seconds_left ?? lockout.lockSeconds, justLocked: false };
  }

  if (await verifyPassword(password, row.password_hash)) {
    await db.query('update users set failed_logins = 0, locked_until = null where id = $1', [row.id]);
    return { outcome: 'signed-in', user: toUser(row) };
  }
  // One statement, so concurrent wrong attempts all count. A lock that has run out starts a
  // fresh series of failures.
  const [updated] = await db.query<{ failed_logins: number; locked: boolean }>(
    `update users set
        failed_logins = case when locked_until is not null and locked_until <= now() then 1 else failed_logins + 1 end,
        locked_until = case
          when (case when locked_until is not null and locked_until <= now() then 1 else failed_logins + 1 end) >= $2
            then now() + make_interval(secs => $3::integer)
          when locked_until is not null and locked_until <= now() then null
          else locked_until end
      where id = $1
      returning failed_logins, coalesce(locked_until > now(), false) as locked`,
    [row.id, lockout.maxFailures, lockout.lockSeconds],
  );
  if (updated?.locked) return { outcome: 'locked', userId: row.id, secondsLeft: lockout.lockSeconds, justLocked: true };
  return { outcome: 'incorrect', userId: row.id, failures: updated?.failed_logins };
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
