import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { catalogue } from './catalogue';

const t = useTestApp(['op01']);
const refused = refusalsOf(t);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

async function override(body: object) {
  const res = await send('POST', '/sys/ui-text-overrides', body);
  expect(res.status).toBe(200);
  return res.body.data as { id: number; version: number; text: string };
}

describe('the catalogue of the app’s texts', () => {
  it('holds every text of the web app with its wording in three languages', () => {
    const text = catalogue().byId.get('admin:carriers.new');
    expect(text?.builtIn).toEqual({ en_US: 'New carrier', zh_CN: '新建船公司', zh_HK: '新建船公司' });
  });
});

describe('GET /sys/ui-texts', () => {
  it('pages every text, and finds one by key, by wording in any language, and by override', async () => {
    const all = (await send('GET', '/sys/ui-texts?pageSize=5')).body.data;
    expect(all.total).toBe(catalogue().list.length);
    expect(all.rows).toHaveLength(5);
    const byWord = (await send('GET', '/sys/ui-texts?keyword=船公司&namespace=admin')).body.data;
    expect(byWord.rows.map((r: { key: string }) => r.key)).toContain('carriers.new');
    await override({ namespace: 'admin', key: 'carriers.new', locale: 'zh_CN', text: '添加一家航运公司' });
    const found = (await send('GET', '/sys/ui-texts?keyword=航运公司')).body.data;
    expect(found.rows.map((r: { id: string }) => r.id)).toEqual(['admin:carriers.new']);
    expect(found.rows[0].overrides).toMatchObject({ en_US: null, zh_HK: null, zh_CN: { text: '添加一家航运公司' } });
    const overridden = (await send('GET', '/sys/ui-texts?overridden=true')).body.data;
    expect(overridden.rows.map((r: { id: string }) => r.id)).toContain('admin:carriers.new');
  });

  it('is closed to staff', async () => {
    const body = await refused(() => send('GET', '/sys/ui-texts', undefined, t.tokens.op01), 403);
    expect(body.message).toBe('no permission to use the function');
    await refused(
      () =>
        send(
          'POST',
          '/sys/ui-text-overrides',
          { namespace: 'admin', key: 'list.query', locale: 'en_US', text: 'Go' },
          t.tokens.op01,
        ),
      403,
    );
  });
});

describe('overrides', () => {
  it('adds, rewords and removes an override, each logged, and the app gets them by version', async () => {
    const first = await send('GET', '/i18n/overrides?locale=en_US', undefined, t.tokens.op01);
    const made = await override({ namespace: 'admin', key: 'list.query', locale: 'en_US', text: '  Search  ' });
    expect(made).toMatchObject({ text: 'Search', version: 1 });
    const after = (
      await send('GET', `/i18n/overrides?locale=en_US&since=${first.body.data.version}`, undefined, t.tokens.op01)
    ).body.data;
    expect(after.texts.admin['list.query']).toBe('Search');
    const same = (await send('GET', `/i18n/overrides?locale=en_US&since=${after.version}`, undefined, t.tokens.op01))
      .body.data;
    expect(same).toEqual({ version: after.version, texts: null });

    const changed = await send('PUT', `/sys/ui-text-overrides/${made.id}`, { version: 1, text: 'Find' });
    expect(changed.body.data).toMatchObject({ text: 'Find', version: 2 });
    expect((await send('DELETE', `/sys/ui-text-overrides/${made.id}?version=2`)).status).toBe(200);
    const gone = (await send('GET', `/i18n/overrides?locale=en_US&since=${after.version}`)).body.data;
    expect(gone.texts.admin?.['list.query']).toBeUndefined();
    expect(await auditActionsOf(t, 'uiTextOverride', made.id)).toEqual([
      'uiText.overridden',
      'uiText.overrideChanged',
      'uiText.overrideRemoved',
    ]);
  });

  it('refuses markup, a key the app does not have, lost placeholders, and a second override of one text', async () => {
    const markup = await refused(
      () =>
        send('POST', '/sys/ui-text-overrides', {
          namespace: 'admin',
          key: 'list.reset',
          locale: 'en_US',
          text: '<b>Reset</b>',
        }),
      400,
    );
    expect(markup.data.issues).toEqual([{ field: 'body.text', message: 'Plain text only: no HTML tags' }]);
    const unknown = await refused(
      () =>
        send('POST', '/sys/ui-text-overrides', { namespace: 'admin', key: 'no.such.key', locale: 'en_US', text: 'x' }),
      400,
    );
    expect(unknown.message).toBe('The app has no text admin:no.such.key');
    const lost = await refused(
      () =>
        send('POST', '/sys/ui-text-overrides', {
          namespace: 'admin',
          key: 'list.total',
          locale: 'en_US',
          text: 'Many',
        }),
      400,
    );
    expect(lost.message).toBe('Keep the placeholders of the built-in text: {{count}}');
    await override({ namespace: 'admin', key: 'list.reset', locale: 'zh_HK', text: '清除' });
    const twice = await refused(
      () =>
        send('POST', '/sys/ui-text-overrides', {
          namespace: 'admin',
          key: 'list.reset',
          locale: 'zh_HK',
          text: '重置',
        }),
      409,
    );
    expect(twice.code).toBe('record.duplicate');
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const made = await override({ namespace: 'admin', key: 'list.export', locale: 'zh_CN', text: '导出表格' });
    await send('PUT', `/sys/ui-text-overrides/${made.id}`, { version: 1, text: '导出 Excel' });
    const stale = await refused(
      () => send('PUT', `/sys/ui-text-overrides/${made.id}`, { version: 1, text: '导出' }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'uiText.overrideRemoved');
    await refused(() => send('DELETE', `/sys/ui-text-overrides/${made.id}?version=2`), 500).finally(restore);
  });
});
