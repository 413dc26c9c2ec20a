import { describe, expect, it } from 'vitest';
import { priceRuleMessages } from '../ruleMessageGroups';
import { ruleMessages } from '../ruleMessages';
import { pickMessages } from './pickMessages';

describe('pickMessages', () => {
  it('gives the defaults without overrides, and the overrides on top of them', () => {
    expect(pickMessages(priceRuleMessages, undefined)).toBe(priceRuleMessages);
    const texts = pickMessages(priceRuleMessages, { priceOnRequest: 'Consulte' });
    expect(texts.priceOnRequest).toBe('Consulte');
    expect(texts.priceOnRequestBuyArea).toBe(priceRuleMessages.priceOnRequestBuyArea);
    expect(texts.discountFlag('10%')).toBe(priceRuleMessages.discountFlag('10%'));
  });

  it('merges one overrides object once per group, and each object and group apart', () => {
    const overrides = { ...ruleMessages, priceOnRequest: 'Consulte', cartEmpty: 'Vazio' };
    const first = pickMessages(priceRuleMessages, overrides);
    expect(pickMessages(priceRuleMessages, overrides)).toBe(first);
    const other = pickMessages(priceRuleMessages, { priceOnRequest: 'Sob orçamento' });
    expect(other).not.toBe(first);
    expect(other.priceOnRequest).toBe('Sob orçamento');
    expect(first.priceOnRequest).toBe('Consulte');
    // The same overrides against another group: that group's merge.
    expect(pickMessages(ruleMessages, overrides).cartEmpty).toBe('Vazio');
  });
});
