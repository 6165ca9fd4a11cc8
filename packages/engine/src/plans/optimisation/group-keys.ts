// The keyword and target keys of every ad group the plan touches (what exists in the bulk sheet plus
// what the plan adds), so nothing is created twice within an ad group.
import type { SpAdGroup } from '../../model/account';
import { keywordKeys, targetKeys } from '../shared/account-lookup';

/** Key registry per ad group ID. */
export class GroupKeys {
  private readonly byGroup = new Map<string, Set<string>>();

  /** The keys of an ad group, seeded from its existing keywords and targets the first time. */
  of(adGroupId: string, existing?: SpAdGroup): Set<string> {
    let keys = this.byGroup.get(adGroupId);
    if (!keys) {
      keys = new Set([...keywordKeys(existing), ...targetKeys(existing)]);
      this.byGroup.set(adGroupId, keys);
    }
    return keys;
  }
}
