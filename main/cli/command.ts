// What a subcommand of `norenberc` is: its usage, and what runs it.

export interface Command {
  /** The command's words and what it does, in one line (`norenberc help` lists them). */
  usage: string;
  /** Lines that say more of its words, shown with the usage when it is asked for or misused. */
  details?: readonly string[];
  /** Runs the command on the words after its name; resolves to the exit code. */
  run(args: string[]): Promise<number>;
}

export type Commands = Readonly<Record<string, Command>>;
