import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { passwordWeakReasons } from '@kaimono/i18n';
import { judgePassword, personalWords } from './account.passwords.ts';

const owner = { phone: '0912345678', fullName: 'Nguyễn Văn Đạt', email: 'dat.nguyen@example.com' };

describe('judgePassword', () => {
  it.each(['password1', 'qwerty123', '12345678a', 'iloveyou1', 'matkhau123', 'abc12345678'])('refuses the common password %s', (password) => {
    const verdict = judgePassword(password, owner);
    expect(verdict.ok).toBe(false);
  });

  it.each(['kaimono123', 'Kaimono@2026', '0912345678a', 'a912345678', 'Nguyenvan123', 'NguyenVanDat99', 'dat.nguyen1', '345678Dat!'])(
    'refuses %s, built from the phone number, the name, the email or the shop',
    (password) => {
      const verdict = judgePassword(password, owner);
      expect(verdict).toEqual({ ok: false, reason: expect.any(String) });
    },
  );

  it('names the reason in Vietnamese', () => {
    expect(judgePassword('0912345678a', owner)).toEqual({ ok: false, reason: passwordWeakReasons.userInputs });
    expect(judgePassword('qwerty123', owner)).toEqual({ ok: false, reason: passwordWeakReasons.common });
  });

  it.each(['Sakura-Hanoi-2026', 'Ca-phe-sua-da-88', 'Nui-Phu-Si-2026!', 'tr4ng-xanh-bien-dong'])('accepts the strong password %s', (password) => {
    expect(judgePassword(password, owner)).toEqual({ ok: true });
  });

  it('takes diacritics and run-together names into account', () => {
    expect(personalWords(owner)).toEqual(expect.arrayContaining(['nguyen', 'van', 'dat', 'nguyenvandat', '0912345678', '912345678', 'kaimono']));
  });
});

describe('zxcvbn word lists (ADR 0012, fourth round)', () => {
  it('are loaded at the first password checked, not when the server loads the module', () => {
    // A process of its own: what this one loaded before does not count.
    const script = `
      import { createRequire } from 'node:module';
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => Object.keys(cache).some((file) => file.includes('language-common'));
      const passwords = await import(${JSON.stringify(new URL('./account.passwords.ts', import.meta.url).href)});
      const before = loaded();
      const verdict = passwords.judgePassword('Ca-phe-sua-da-88', {});
      console.log(JSON.stringify({ before, after: loaded(), ok: verdict.ok }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({ before: false, after: true, ok: true });
  });
});
