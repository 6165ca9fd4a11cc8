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
import { phoneSubject, type SecurityEventLog } from '../../lib/security-events';
import type { ActiveSession, ClientInfo, IssuedSession, SessionStore } from '../../sessions/session-store';
import { AccountsRepository } from './accounts-repository';
import { LockoutRepository } from './lockout/lockout-repository';
import { LoginLockout, accountSubject, type LoginSubjects } from './lockout/login-lockout';
import type { PasswordHasher } from './password-hasher';
import { SmsCodeRepository } from './sms/sms-code-repository';
import { DEFAULT_SMS_POLICY, SmsCodeService, type SmsPolicy } from './sms/sms-code-service';
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
  events: SecurityEventLog;
}

/** Builds the service over a database with the default limits (the SMS policy may be adjusted by config). */
export function createAccountsService(
  { db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>,
  parts: {
    sessions: SessionStore;
    smsProvider: SmsProvider;
    hasher: PasswordHasher;
    clock: Clock;
    events?: SecurityEventLog;
    smsPolicy?: SmsPolicy;
  },
): AccountsService {
  return new AccountsService({
    accounts: new AccountsRepository(db),
    sessions: parts.sessions,
    smsCodes: new SmsCodeService(
      new SmsCodeRepository(db, dialect),
      parts.smsProvider,
      parts.clock,
      parts.smsPolicy ?? DEFAULT_SMS_POLICY,
    ),
    lockout: new LoginLockout(new LockoutRepository(db), parts.clock),
    hasher: parts.hasher,
    clock: parts.clock,
    events: parts.events ?? { record: () => undefined },
  });
}

const invalidCredentials = () => new AppError(HttpStatus.badRequest, 'account.invalidCredentials');

/** The account use cases. */
export class AccountsService {
  constructor(private readonly parts: AccountsServiceParts) {}

  /**
   * POST /sms: one answer whether or not the phone is registered, so the call cannot be used to find out
   * who has an account. Sign-in and reset codes are only sent to registered phones (anything else would be
   * a code for nothing); for an unknown phone the code is stored unsent, so the limits and the answer are
   * the same. Registration codes are sent to any phone: whether it is taken is only said after the code
   * proved that the caller holds the phone (see `register`).
   */
  async sendSmsCode(payload: SendSmsPayload, client: ClientInfo): Promise<void> {
    const user = await this.parts.accounts.findByPhone(payload.phone_number);
    const deliver = payload.purpose === 'register' || user !== undefined;
    const delivery = await this.parts.smsCodes.issue(
      payload.phone_number,
      payload.purpose,
      client.ip,
      deliver,
    );
    this.parts.events.record('sms.issued', {
      subject: phoneSubject(payload.phone_number),
      ip: client.ip,
      purpose: payload.purpose,
      delivery,
    });
  }

  /** POST /login by user name + password, phone + password, or phone + SMS code. */
  async login(payload: LoginPayload, client: ClientInfo): Promise<SignedIn> {
    const identifier = payload.login_type === 'username_password' ? payload.user_name : payload.phone_number;
    const user =
      payload.login_type === 'username_password'
        ? await this.parts.accounts.findByUserName(identifier)
        : await this.parts.accounts.findByPhone(identifier);
    const account = accountSubject(user?.id, identifier);
    const subject = user === undefined ? account : `user:${user.id}`;
    if (payload.login_type === 'phone_sms') {
      // An SMS code has its own limits (per send, per code); password failures never block this way in.
      await this.checkSmsCode(payload.phone_number, payload.sms_code, user, client);
      if (user === undefined) throw new AppError(HttpStatus.badRequest, 'account.smsCodeWrong');
      await this.parts.lockout.unlockAccount(account);
      return this.signIn(user, client, 'phone_sms');
    }
    const knownNetwork =
      user !== undefined &&
      client.ip !== null &&
      (await this.parts.sessions.hasSignedInFrom(user.id, client.ip));
    const subjects: LoginSubjects = { account, ip: client.ip, knownNetwork };
    const attempt = await this.parts.lockout.beginAttempt(subjects).catch((error: unknown) => {
      this.parts.events.record('login.locked', { subject, ip: client.ip, method: payload.login_type });
      throw error;
    });
    // Verifies against a dummy hash for unknown users so both answers take the same time.
    const valid = await this.parts.hasher.verify(user?.password_hash ?? null, payload.password);
    if (!valid || user === undefined) {
      const lock = await this.parts.lockout.failAttempt(attempt);
      this.parts.events.record(lock ? 'login.locked' : 'login.failed', {
        subject,
        ip: client.ip,
        method: payload.login_type,
      });
      throw lock ?? invalidCredentials();
    }
    await this.parts.lockout.succeedAttempt(attempt);
    return this.signIn(user, client, payload.login_type);
  }

  private async signIn(user: UserRow, client: ClientInfo, method: string): Promise<SignedIn> {
    this.parts.events.record('login.ok', { subject: `user:${user.id}`, ip: client.ip, method });
    return { user, issued: await this.parts.sessions.create(user.id, client) };
  }

  /** Checks a sign-in code; an unknown phone is checked against its unsent code, so it fails alike. */
  private async checkSmsCode(
    phoneNumber: string,
    code: string,
    user: UserRow | undefined,
    client: ClientInfo,
  ): Promise<void> {
    try {
      await this.parts.smsCodes.consume(phoneNumber, 'login', code);
    } catch (error) {
      const subject = user === undefined ? phoneSubject(phoneNumber) : `user:${user.id}`;
      this.parts.events.record('login.failed', { subject, ip: client.ip, method: 'phone_sms' });
      throw error;
    }
  }

  /**
   * POST /register: a valid register code first, then a free user name and phone; signs the new user in.
   * The code is checked before anything is said about the name or phone, so only the holder of the phone
   * learns whether it is registered; a taken name leaves the code usable for a second try.
   */
  async register(payload: RegisterPayload, client: ClientInfo): Promise<SignedIn> {
    const codeId = await this.parts.smsCodes.verify(payload.phone_number, 'register', payload.sms_code);
    await this.assertAvailable(payload.user_name, payload.phone_number);
    await this.parts.smsCodes.markUsed(codeId);
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
    return this.signIn(user, client, 'register');
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
    // A signed-in user is on a network of theirs: only the per-IP limits apply to the current password.
    const subjects: LoginSubjects = {
      account: accountSubject(user.id, user.user_name),
      ip: client.ip,
      knownNetwork: true,
    };
    const subject = `user:${user.id}`;
    const attempt = await this.parts.lockout.beginAttempt(subjects);
    if (!(await this.parts.hasher.verify(user.password_hash, payload.password))) {
      const lock = await this.parts.lockout.failAttempt(attempt);
      this.parts.events.record(lock ? 'login.locked' : 'login.failed', {
        subject,
        ip: client.ip,
        method: 'change_password',
      });
      throw lock ?? new AppError(HttpStatus.badRequest, 'account.currentPasswordWrong');
    }
    await this.parts.lockout.succeedAttempt(attempt);
    await this.setPassword(user.id, payload.new_password);
    await this.parts.sessions.revokeAllForUser(user.id, session.id);
    this.parts.events.record('password.changed', { subject, ip: client.ip });
  }

  /**
   * POST /find_password: a find_password code sets a new password and signs out every session. An unknown
   * phone is checked against its unsent code and fails as a wrong code does, never "not registered".
   */
  async findPassword(payload: FindPasswordPayload, client: ClientInfo): Promise<void> {
    const user = await this.parts.accounts.findByPhone(payload.phone_number);
    await this.parts.smsCodes.consume(payload.phone_number, 'find_password', payload.sms_code);
    if (user === undefined) throw new AppError(HttpStatus.badRequest, 'account.smsCodeWrong');
    await this.setPassword(user.id, payload.new_password);
    await this.parts.sessions.revokeAllForUser(user.id);
    await this.parts.lockout.unlockAccount(accountSubject(user.id, user.user_name));
    this.parts.events.record('password.reset', { subject: `user:${user.id}`, ip: client.ip });
  }

  /** GET /logout: revokes the session server-side (a no-op when already signed out). */
  async logout(session: ActiveSession | null): Promise<void> {
    if (session !== null) await this.parts.sessions.revoke(session.id);
  }

  /** GET /router_list: the route table the user's permissions allow, ending with the catch-all to /404. */
  routerList(permissions: readonly Permission[]): RouteItem[] {
    return withNotFoundRedirect(filterRoutesByPermissions(routeTable, permissions));
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
