import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

/** numeric comes back from pg and PGlite as a string; callers convert in the row mappers. */
type Numeric = ColumnType<string, string | number, string | number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type CarrierTable = {
  id: Generated<number>;
  name: string;
  code: string;
  active: Generated<boolean>;
  accepts_pdf: Generated<boolean>;
  created_at: CreatedAt;
};

export type AgentTable = {
  id: Generated<number>;
  name: string;
  agent_id: string | null;
  carrier_id: number | null;
  status: Generated<string>;
  npn: string | null;
  upline: string | null;
  upline_id: string | null;
  /** NPN, else 'name:' + name key + '|' + tie; kept by the agents_keys trigger (migration T09). */
  person_key: GeneratedAlways<string>;
  /** personNameKey(name).key and .tie, kept by the agents_keys trigger (migration T09). */
  name_key: GeneratedAlways<string>;
  name_tie: GeneratedAlways<string>;
  email: string | null;
  phone: string | null;
  address: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  business_name: string | null;
  type: Generated<string>;
  gender: string | null;
  agency_name: string | null;
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  comp_level: Generated<number>;
  soliciting_for: string | null;
  npn_verified: Generated<boolean>;
  role: Generated<string>;
  company_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type WritingNumberTable = {
  id: Generated<number>;
  agent_id: number;
  carrier_id: number;
  writing_number: string;
  /** writing_number without case, spaces or dashes: what report rows are matched on. */
  writing_number_key: string;
  identifier_type: Generated<string>;
  status: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type DebtTable = {
  id: Generated<number>;
  agent_id: number;
  carrier_id: number;
  amount: Numeric;
  status: Generated<string>;
  notes: string | null;
  incurred_on: ColumnType<Date, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type EmailTemplateTable = {
  id: Generated<number>;
  name: string;
  carrier_id: number | null;
  debt_age_min: Generated<number>;
  debt_age_max: Generated<number>;
  subject: string;
  body: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type EmailHistoryTable = {
  id: Generated<number>;
  agent_id: number | null;
  template_id: number | null;
  to_address: string | null;
  cc_address: string | null;
  subject: string;
  body: Generated<string>;
  status: Generated<string>;
  error: string | null;
  sent_at: CreatedAt;
};

export type FileUploadTable = {
  id: Generated<number>;
  filename: string;
  carrier_id: number | null;
  kind: Generated<string>;
  records_processed: Generated<number>;
  records_imported: Generated<number>;
  status: string;
  error: string | null;
  summary: ColumnType<unknown, string | null | undefined, string | null>;
  uploaded_at: CreatedAt;
  /** Of a draft: the carrier's debts when it was previewed (apply refuses if they changed). */
  fingerprint: string | null;
  applied_at: ColumnType<Date | null, string | null | undefined, string | null>;
  undone_at: ColumnType<Date | null, string | null | undefined, string | null>;
};

/** A row group an upload read, and how it was matched (migration T09). */
export type UploadRowTable = {
  id: Generated<number>;
  file_upload_id: number;
  row_number: number;
  writing_number: string | null;
  writing_key: string | null;
  npn: string | null;
  name: string | null;
  name_key: Generated<string>;
  name_tie: Generated<string>;
  person_key: string;
  amount: Numeric | null;
  age_days: number | null;
  row_count: Generated<number>;
  raw: ColumnType<unknown, string | null | undefined, string | null>;
  problem: string | null;
  match: string | null;
  agent_id: number | null;
  profile_agent_id: number | null;
  candidates: ColumnType<unknown, string | null | undefined, string | null>;
  reason: string | null;
  decided_at: ColumnType<Date | null, string | null | undefined, string | null>;
};

export type UploadChangeTable = {
  file_upload_id: number;
  agent_id: number | null;
  name: string;
  kind: string;
  before: Numeric;
  after: Numeric;
};

export type MatchDecisionTable = {
  carrier_id: number;
  identity: string;
  agent_id: number;
  decided_at: CreatedAt;
};

export type SessionTable = {
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

export type ApiKeyTable = {
  id: Generated<number>;
  name: string;
  key_hash: string;
  /** The first characters of the key, shown in Settings so people can tell keys apart. */
  key_prefix: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

export type SettingsTable = {
  id: Generated<number>;
  organisation_name: string;
  agency_owner_name: string | null;
  agency_owner_npn: string | null;
  administrator_name: string;
  default_agency_name: string | null;
  updated_at: UpdatedAt;
};

export type EmailScheduleTable = {
  id: Generated<number>;
  template_id: number;
  frequency: string;
  carrier_id: number | null;
  debt_age_min: number;
  debt_age_max: number;
  cc_upline: Generated<boolean>;
  enabled: Generated<boolean>;
  next_run_at: ColumnType<Date, Date | string, Date | string>;
  last_run_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type EmailJobTable = {
  id: Generated<number>;
  template_id: number | null;
  schedule_id: number | null;
  carrier_id: number | null;
  cc_upline: Generated<boolean>;
  status: Generated<string>;
  total: Generated<number>;
  sent: Generated<number>;
  failed: Generated<number>;
  skipped: Generated<number>;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type EmailJobItemTable = {
  id: Generated<number>;
  job_id: number;
  agent_id: number;
  state: Generated<string>;
  attempts: Generated<number>;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: string | null;
};

export type CodeAttemptTable = {
  bucket: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  attempts: number;
};

export type IdempotencyKeyTable = {
  owner: string;
  key: string;
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** Where a saved table layout finds its header and which header feeds each field: shared by report and roster layouts. */
export type TableLayoutColumns = {
  header_row: number;
  header_rows: Generated<number>;
  headers: ColumnType<string[], string, string>;
  columns: ColumnType<Record<string, string>, string, string>;
  updated_at: UpdatedAt;
};

export type ReportLayoutTable = TableLayoutColumns & {
  carrier_id: number;
  sheet: string | null;
  amount_sign: Generated<string>;
  name_order: Generated<string>;
};

export type RosterLayoutTable = TableLayoutColumns & {
  id: Generated<number>;
};

/** Open balance per agent record and carrier, kept by triggers on debts (migration T12). */
export type DebtBalanceTable = {
  agent_id: number;
  carrier_id: number;
  total: Numeric;
  oldest_on: Date;
  open_count: number;
  /** The day of the oldest open debt with an amount above 0; null when there is none. */
  owed_since: Date | null;
};

export type DB = {
  carriers: CarrierTable;
  agents: AgentTable;
  writing_numbers: WritingNumberTable;
  debts: DebtTable;
  email_templates: EmailTemplateTable;
  email_history: EmailHistoryTable;
  file_uploads: FileUploadTable;
  sessions: SessionTable;
  api_keys: ApiKeyTable;
  settings: SettingsTable;
  email_schedules: EmailScheduleTable;
  email_jobs: EmailJobTable;
  email_job_items: EmailJobItemTable;
  code_attempts: CodeAttemptTable;
  idempotency_keys: IdempotencyKeyTable;
  report_layouts: ReportLayoutTable;
  roster_layouts: RosterLayoutTable;
  upload_rows: UploadRowTable;
  upload_changes: UploadChangeTable;
  match_decisions: MatchDecisionTable;
  debt_balances: DebtBalanceTable;
};

export type CarrierRow = Selectable<CarrierTable>;
export type AgentRow = Selectable<AgentTable>;
export type NewAgent = Insertable<AgentTable>;
export type AgentUpdate = Updateable<AgentTable>;
export type WritingNumberRow = Selectable<WritingNumberTable>;
export type DebtRow = Selectable<DebtTable>;
export type EmailTemplateRow = Selectable<EmailTemplateTable>;
export type EmailHistoryRow = Selectable<EmailHistoryTable>;
export type FileUploadRow = Selectable<FileUploadTable>;
export type EmailScheduleRow = Selectable<EmailScheduleTable>;
export type EmailJobRow = Selectable<EmailJobTable>;
