// Every townsman type has every piece it needs: its rules (trigger, ability, recruit effect, income,
// score), the bots' value, its figure and its name and rules text in every language. The compiler checks
// the tables against TownsmanType; this checks that type against the manifest, and the pieces' content.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../engine/data/manifest.json' with { type: 'json' };
import { GUEST_WORTH } from '../../engine/bots/guestWorth.ts';
import { ALL_TOWNSMEN, readManifest, townsman } from '../../engine/model/components.ts';
import { TOWNSMEN } from '../../engine/rules/townsmen.ts';
import { TOWNSMAN_SPRITES } from '../../renderer/art/townsmen.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as italian } from '../../languages/it/messages.ts';

const types = manifest.townsmen.map((t) => t.type);
const HOOKS = ['need', 'choices', 'check', 'recruited', 'income', 'score'] as const;

describe('the townsmen tables', () => {
  it('have one row per townsman type of the manifest, and no other', () => {
    expect(new Set(ALL_TOWNSMEN.map((id) => townsman(id)!.type))).toEqual(new Set(types));
    for (const table of [TOWNSMEN, GUEST_WORTH, TOWNSMAN_SPRITES, en.townsmen, en.abilities])
      expect(Object.keys(table).sort()).toEqual([...types].sort());
  });

  it('are read from a manifest checked when the engine loads', () => {
    expect(readManifest(manifest).townsmen).toHaveLength(types.length);
    const broken = { ...manifest, townsmen: [{ type: 'jester', trigger: 'comet', values: [] }] };
    expect(() => readManifest(broken)).toThrow(/manifest\.json: townsmen\.0\.trigger/);
    expect(() => readManifest({ ...manifest, craftsmen: 'many' })).toThrow(/craftsmen/);
  });

  it.each(types)('give the %s its rules, its value to the bots, its figure and its texts', (type) => {
    const rules = (TOWNSMEN as unknown as Record<string, Record<string, unknown>>)[type]!;
    expect(rules.trigger).toBe(manifest.townsmen.find((t) => t.type === type)!.trigger);
    for (const hook of HOOKS) expect(typeof rules[hook], hook).toBe('function');
    expect(typeof (GUEST_WORTH as Record<string, unknown>)[type]).toBe('function');
    const sprite = (TOWNSMAN_SPRITES as Record<string, string>)[type]!;
    const [folder, name] = [sprite.slice(0, sprite.indexOf('-')), sprite.slice(sprite.indexOf('-') + 1)];
    expect(existsSync(new URL(`../../assets/${folder}/${name}.svg`, import.meta.url))).toBe(true);
    for (const catalog of [en, fr, italian]) {
      expect((catalog.townsmen as Record<string, string>)[type]!.length).toBeGreaterThan(2);
      const text = (catalog.abilities as Record<string, (v: number | null) => string>)[type]!;
      expect(text(2).length).toBeGreaterThan(10);
    }
  });
});
