import { LOCALES, type TLocale } from '@apex/shared/i18n';
import { texts as en_US } from '@apex/shared/labels/en_US';
import { texts as zh_CN } from '@apex/shared/labels/zh_CN';
import { texts as zh_HK } from '@apex/shared/labels/zh_HK';
import { describe, expect, it } from 'vitest';
import type { Tree } from './resources';

// The first page (home, header, route titles) shows before the catalogue loads: it comes with the
// screens' texts (i18n.ts), and loading it first would add ~5 KiB gzip per language to a page at
// its budget (docs/decisions.md "First-page weight").
const FIRST_PAGE = 'the first page loads without the catalogue';

/**
 * Keys that may hold the same label as another, each with the reason; every other label has one
 * key across the shared catalogue and the web's locale files (docs/architecture.md "Texts").
 */
const MAY_REPEAT: { keys: string[]; why: string }[] = [
  { keys: ['administration:entities.office', 'web/shell:office'], why: FIRST_PAGE },
  { keys: ['administration:entities.company', 'web/home:company'], why: FIRST_PAGE },
  { keys: ['administration:templates.account', 'web/home:account'], why: FIRST_PAGE },
  { keys: ['jobs:menus.ensEdi', 'web/routes:ensEdi'], why: FIRST_PAGE },
  { keys: ['jobs:menus.teslaBookings', 'web/routes:tesla'], why: FIRST_PAGE },
  { keys: ['administration:menus.roles', 'masterData:columns.roles'], why: "a user's roles (access) and a party's" },
  { keys: ['jobs:menus.warehouse', 'masterData:partyRoles.WAREHOUSE'], why: 'a job part and a kind of party' },
  {
    keys: ['masterData:columns.link', 'web/screens/homeSettings:editor.link'],
    why: "an address and the editor's command",
  },
  {
    keys: ['finance:invoiceStates.CONFIRMED', 'web/screens/cargo:booking.statuses.CONFIRMED'],
    why: 'an invoice confirmed by us, a booking confirmed by the carrier',
  },
  {
    keys: ['finance:invoiceStates.DRAFT', 'documents:printVariants.DRAFT'],
    why: 'an invoice not yet confirmed, and a bill printed for the shipper to check',
  },
  {
    keys: ['movement:goodsStatusSteps.DELIVERED', 'web/screens/desks:board.stages.DELIVERED'],
    why: "a goods status step (spec §4) and the import board's stage, two vocabularies",
  },
  { keys: ['movement:goodsStatusEvents.CANCEL', 'web/common:cancel'], why: 'an abnormal event (spec §4) and a button' },
  {
    keys: ['web/screens/admin:roles.groups.system', 'web/screens/codes:items.system'],
    why: 'a group of permissions, and a code the product ships with',
  },
];

const CATALOGUE: Record<TLocale, Record<string, Tree>> = { en_US, zh_CN, zh_HK };
const WEB_FILES = import.meta.glob<Tree>('../locales/*/**/*.json', { eager: true, import: 'default' });

/** Every path to a text of a tree, with the text. */
const entriesOf = (tree: Tree, prefix: string): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );

/** One language's texts by key: `ns:path` for the catalogue, `web/<file>:path` for the web's files. */
function textsOf(locale: TLocale): Map<string, string> {
  const catalogue = Object.entries(CATALOGUE[locale]).flatMap(([ns, tree]) => entriesOf(tree, `${ns}:`));
  const web = Object.entries(WEB_FILES).flatMap(([file, tree]) => {
    const name = new RegExp(`/locales/${locale}/(.+)\\.json$`).exec(file)?.[1];
    return name ? entriesOf(tree, `web/${name}:`) : [];
  });
  return new Map([...catalogue, ...web]);
}

/** The keys holding one label, the triple of its three languages, where more than one does. */
function repeatedLabels(): string[][] {
  const byLocale = LOCALES.map(textsOf);
  const keysByLabel = new Map<string, string[]>();
  for (const key of byLocale[0]!.keys()) {
    const label = JSON.stringify(byLocale.map((texts) => texts.get(key)));
    keysByLabel.set(label, [...(keysByLabel.get(label) ?? []), key]);
  }
  return [...keysByLabel.values()].filter((keys) => keys.length > 1);
}

const allowed = (keys: string[]) => MAY_REPEAT.some((entry) => keys.every((key) => entry.keys.includes(key)));

describe('a label has one key (the catalogue for field labels, vocabularies and entity names)', () => {
  it('reads the catalogue and every web file in each language', () => {
    for (const locale of LOCALES) {
      const keys = [...textsOf(locale).keys()];
      expect(keys).toContain('masterData:partyRoles.CONSIGNEE');
      expect(keys).toContain('web/common:notice');
      expect(keys).toContain('web/screens/admin:list.query');
      expect(keys).toContain('web/sso/signOn:tagline');
    }
  });

  it('holds no label under two keys outside the allowed repeats', () => {
    const repeats = repeatedLabels().filter((keys) => !allowed(keys));
    const surplus = repeats.reduce((sum, keys) => sum + keys.length - 1, 0);
    expect(
      repeats.map((keys) => keys.join(' = ')),
      `${repeats.length} labels under ${surplus} keys too many`,
    ).toEqual([]);
  });

  it('allows only repeats that still exist', () => {
    const repeats = repeatedLabels();
    for (const entry of MAY_REPEAT)
      expect(
        repeats.some((keys) => entry.keys.every((key) => keys.includes(key))),
        entry.keys.join(' = '),
      ).toBe(true);
  });
});
