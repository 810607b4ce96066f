import { describe, expect, it } from 'vitest';
import { awaitsAnswer, DELIVERY_STATUSES, isAcknowledged, isSent, isUnderWay } from './delivery-status';

describe('delivery statuses', () => {
  it.each([
    ['pending', { sent: false, acknowledged: false, awaitsAnswer: false, underWay: true }],
    ['delivering', { sent: false, acknowledged: false, awaitsAnswer: false, underWay: true }],
    ['delivered', { sent: true, acknowledged: false, awaitsAnswer: true, underWay: false }],
    ['acknowledged', { sent: true, acknowledged: true, awaitsAnswer: false, underWay: false }],
    ['failed', { sent: false, acknowledged: false, awaitsAnswer: false, underWay: false }],
  ])('%s', (status, expected) => {
    expect({ sent: isSent(status), acknowledged: isAcknowledged(status), awaitsAnswer: awaitsAnswer(status), underWay: isUnderWay(status) }).toEqual(expected);
  });

  it('names every status the table covers', () => {
    expect(DELIVERY_STATUSES).toEqual(['pending', 'delivering', 'delivered', 'acknowledged', 'failed']);
  });
});
