type IntlConstructorName = 'Collator' | 'DateTimeFormat' | 'NumberFormat';

/**
 * How many `new Intl[name](…)` calls `work` makes (each formatter or collator holds ICU memory the
 * process never gets back, ADR 0012). The real constructor serves them and is put back afterwards.
 * (`vi.spyOn` on an Intl constructor breaks the object `new` returns, hence the Proxy.)
 */
export async function intlConstructions(name: IntlConstructorName, work: () => unknown): Promise<number> {
  const intl = Intl as unknown as Record<IntlConstructorName, new (...args: unknown[]) => object>;
  const real = intl[name];
  let made = 0;
  intl[name] = new Proxy(real, {
    construct(target, args: unknown[]) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    await work();
  } finally {
    intl[name] = real;
  }
  return made;
}
