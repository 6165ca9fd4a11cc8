// The account use cases of spec §2 and §7: SMS codes, the three ways to sign in, registration, the
// signed-in user's profile, changing and resetting the password, and signing out.
import {
  filterRoutesByPermissions,
  routeTable,
  withNotFoundRedirect,
  type FindPasswordPayload,
  type LoginPayload,
  type Permission,
  type RegisterPayload,
  type ResetPasswordPayload,
  type RouteItem,
  type SendSmsPayload,
} from '@adplan/contracts';
import type { AppDatabase } from '../../db/database';
import type { UserRow } from '../../db/database-schema';
import { AppError, HttpStatus } from '../../lib/app-error';
import { toStoredTime, type Clock } from '../../lib/clock';
import type { ActiveSession, ClientInfo, IssuedSession, SessionStore } from '../../sessions/session-store';
import { AccountsRepository } from './accounts-repository';
import { LockoutRepository } from './lockout/lockout-repository';
import { LoginLockout, accountSubject, type LoginSubjects } from './lockout/login-lockout';
import type { PasswordHasher } from './password-hasher';
import { SmsCodeRepository } from './sms/sms-code-repository';
import { SmsCodeService } from './sms/sms-code-service';
import type { SmsProvider } from './sms/sms-provider';

/** A signed-in user and the session just opened for them. */
export interface SignedIn {
  user: UserRow;
  issued: IssuedSession;
}

/** What the account use cases need; wired in app.ts. */
export interface AccountsServiceParts {
  accounts: AccountsRepository;
  sessions: SessionStore;
  smsCodes: SmsCodeService;
  lockout: LoginLockout;
  hasher: PasswordHasher;
  clock: Clock;
}

/** Builds the service over a database with the default limits. */
export function createAccountsService(
  { db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>,
  parts: { sessions: SessionStore; smsProvider: SmsProvider; hasher: PasswordHasher; clock: Clock },
): AccountsService {
  return new AccountsService({
    accounts: new AccountsRepository(db),
    sessions: parts.sessions,
    smsCodes: new SmsCodeService(new SmsCodeRepository(db, dialect), parts.smsProvider, parts.clock),
    lockout: new LoginLockout(new LockoutRepository(db), parts.clock),
    hasher: parts.hasher,
    clock: parts.clock,
  });
}

const invalidCredentials = () => new AppError(HttpStatus.badRequest, 'account.invalidCredentials');

/** The account use cases. */
export class AccountsService {
  constructor(private readonly parts: AccountsServiceParts) {}

  /** POST /sms: login and password reset need a registered phone, registration a new one. */
  async sendSmsCode(payload: SendSmsPayload, client: ClientInfo): Promise<void> {
    const user = await this.parts.accounts.findByPhone(payload.phone_number);
    if (payload.purpose === 'register' && user !== undefined) {
      throw new AppError(HttpStatus.badRequest, 'account.phoneRegistered');
    }
    if (payload.purpose !== 'register' && user === undefined) {
      throw new AppError(HttpStatus.badRequest, 'account.phoneNotRegistered');
    }
    await this.parts.smsCodes.issue(payload.phone_number, payload.purpose, client.ip);
  }

  /** POST /login by user name + password, phone + password, or phone + SMS code. */
  async login(payload: LoginPayload, client: ClientInfo): Promise<SignedIn> {
    const identifier = payload.login_type === 'username_password' ? payload.user_name : payload.phone_number;
    const user =
      payload.login_type === 'username_password'
        ? await this.parts.accounts.findByUserName(identifier)
        : await this.parts.accounts.findByPhone(identifier);
    const subjects: LoginSubjects = { account: accountSubject(user?.id, identifier), ip: client.ip };
    const attempt = await this.parts.lockout.beginAttempt(subjects);
    const failure = await this.checkCredential(payload, user);
    if (failure !== undefined || user === undefined) {
      const lock = await this.parts.lockout.failAttempt(attempt);
      throw lock ?? failure ?? invalidCredentials();
    }
    await this.parts.lockout.succeedAttempt(attempt);
    return { user, issued: await this.parts.sessions.create(user.id, client) };
  }

  /** POST /register: a free user name and phone, a valid register code; signs the new user in. */
  async register(payload: RegisterPayload, client: ClientInfo): Promise<SignedIn> {
    await this.assertAvailable(payload.user_name, payload.phone_number);
    await this.parts.smsCodes.consume(payload.phone_number, 'register', payload.sms_code);
    const now = toStoredTime(this.parts.clock.now());
    const passwordHash = await this.parts.hasher.hash(payload.password);
    const user = await this.parts.accounts
      .create({
        user_name: payload.user_name,
        phone_number: payload.phone_number,
        password_hash: passwordHash,
        active_date_til: null,
        company_name: null,
        unified_social_credit_code: null,
        email: null,
        created_at: now,
        password_changed_at: now,
      })
      .catch(async (error: unknown) => {
        // A concurrent registration won the unique index: answer as if it had been first all along.
        await this.assertAvailable(payload.user_name, payload.phone_number);
        throw error;
      });
    return { user, issued: await this.parts.sessions.create(user.id, client) };
  }

  /** GET /user_info: the signed-in user (401 when the account no longer exists). */
  async currentUser(session: ActiveSession): Promise<UserRow> {
    const user = await this.parts.accounts.findById(session.userId);
    if (user === undefined) throw new AppError(HttpStatus.invalidSession, HttpStatus.invalidSession);
    return user;
  }

  /** PUT /reset_password: checks the current password, sets the new one, signs out every other session. */
  async changePassword(
    session: ActiveSession,
    payload: ResetPasswordPayload,
    client: ClientInfo,
  ): Promise<void> {
    const user = await this.currentUser(session);
    const subjects: LoginSubjects = { account: accountSubject(user.id, user.user_name), ip: client.ip };
    const attempt = await this.parts.lockout.beginAttempt(subjects);
    if (!(await this.parts.hasher.verify(user.password_hash, payload.password))) {
      const lock = await this.parts.lockout.failAttempt(attempt);
      throw lock ?? new AppError(HttpStatus.badRequest, 'account.currentPasswordWrong');
    }
    await this.parts.lockout.succeedAttempt(attempt);
    await this.setPassword(user.id, payload.new_password);
    await this.parts.sessions.revokeAllForUser(user.id, session.id);
  }

  /** POST /find_password: a find_password code sets a new password and signs out every session. */
  async findPassword(payload: FindPasswordPayload): Promise<void> {
    const user = await this.parts.accounts.findByPhone(payload.phone_number);
    if (user === undefined) throw new AppError(HttpStatus.badRequest, 'account.phoneNotRegistered');
    await this.parts.smsCodes.consume(payload.phone_number, 'find_password', payload.sms_code);
    await this.setPassword(user.id, payload.new_password);
    await this.parts.sessions.revokeAllForUser(user.id);
    await this.parts.lockout.unlockAccount(accountSubject(user.id, user.user_name));
  }

  /** GET /logout: revokes the session server-side (a no-op when already signed out). */
  async logout(session: ActiveSession | null): Promise<void> {
    if (session !== null) await this.parts.sessions.revoke(session.id);
  }

  /** GET /router_list: the route table the user's permissions allow, ending with the catch-all to /404. */
  routerList(permissions: readonly Permission[]): RouteItem[] {
    return withNotFoundRedirect(filterRoutesByPermissions(routeTable, permissions));
  }

  private async checkCredential(
    payload: LoginPayload,
    user: UserRow | undefined,
  ): Promise<AppError | undefined> {
    if (payload.login_type !== 'phone_sms') {
      // Verifies against a dummy hash for unknown users so both answers take the same time.
      const valid = await this.parts.hasher.verify(user?.password_hash ?? null, payload.password);
      return valid ? undefined : invalidCredentials();
    }
    if (user === undefined) return new AppError(HttpStatus.badRequest, 'account.smsCodeWrong');
    try {
      await this.parts.smsCodes.consume(payload.phone_number, 'login', payload.sms_code);
      return undefined;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }

  private async assertAvailable(userName: string, phoneNumber: string): Promise<void> {
    if ((await this.parts.accounts.findByUserName(userName)) !== undefined) {
      throw new AppError(HttpStatus.badRequest, 'account.userNameTaken');
    }
    if ((await this.parts.accounts.findByPhone(phoneNumber)) !== undefined) {
      throw new AppError(HttpStatus.badRequest, 'account.phoneRegistered');
    }
  }

  private async setPassword(userId: number, password: string): Promise<void> {
    const passwordHash = await this.parts.hasher.hash(password);
    await this.parts.accounts.updatePassword(userId, passwordHash, toStoredTime(this.parts.clock.now()));
  }
}
