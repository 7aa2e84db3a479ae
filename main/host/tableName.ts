// A table's name: the one its creator gave, or, for a table left unnamed, whose it is (each reader
// words it; `name` is the host's words). A display's table, opened unnamed with nobody at it, is named
// after the first person who sits at it, as a table opened by a person is named after them; theirs
// while they stay, then the next seated's (in seat order).
import type { DefaultTableName } from '../../protocol/tableNames.ts';

/** The default name of a table once `owner` is its first person, numbered past the host's others. */
export type NameAfter = (owner: string | null) => { name: string; defaultName: DefaultTableName };

export class TableName {
  constructor(
    private current: string,
    private byDefault: DefaultTableName | null,
  ) {}

  get name(): string {
    return this.current;
  }

  get defaultName(): DefaultTableName | null {
    return this.byDefault;
  }

  /** An unnamed table follows who sits at it (`seated`: the people's names, in seat order). */
  follow(seated: readonly string[], nameAfter: NameAfter): void {
    if (this.byDefault === null) return;
    const { owner: now } = this.byDefault;
    const owner = now !== null && seated.includes(now) ? now : (seated[0] ?? null);
    if (owner === now) return;
    ({ name: this.current, defaultName: this.byDefault } = nameAfter(owner));
  }
}
