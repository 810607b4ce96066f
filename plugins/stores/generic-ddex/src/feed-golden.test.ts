import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { recipientProfile } from './recipient-profile';
import { readRecipients } from './recipients';

const [labelRadio] = readRecipients({
  SLIPCASE_DDEX_RECIPIENTS: JSON.stringify([
    { id: 'label-radio', name: 'Label Radio', dpid: 'PADPIDA2020010101A', url: 'sftp://example.org/in', deals: ['streaming', 'download'], territories: ['FR', 'BE'] },
  ]),
});
if (!labelRadio) throw new Error('The golden recipient was not read');
runFeedGolden(recipientProfile(labelRadio));
