// The contract between callers (CLI, server worker) and the flows: raw inputs in, plan out.

/** A file a seller brings: its name (for messages and type hints) and its bytes. */
export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

/** Everything a flow may use. `parameters` are the snake_case plan parameters, not yet checked. */
export interface PlanInputs {
  parameters: Record<string, unknown>;
  bulk?: InputFile;
  reports: InputFile[];
  hourly: InputFile[];
  /** The generation time; passed in so that the same inputs give the same plan. */
  now: Date;
}
