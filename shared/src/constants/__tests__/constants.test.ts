import { cleanPhone, creditsBadgeVariant, termsVersionDate, unreadBadge } from '..';

describe('spec §9 rules', () => {
  it('caps the unread badge at 99+', () => {
    expect([unreadBadge(0), unreadBadge(5), unreadBadge(99), unreadBadge(100)]).toEqual([null, '5', '99', '99+']);
  });

  it('shows the credits badge at 10 or fewer: warning above 0, danger at 0', () => {
    expect([creditsBadgeVariant(11), creditsBadgeVariant(10), creditsBadgeVariant(1), creditsBadgeVariant(0)]).toEqual([null, 'warning', 'warning', 'danger']);
  });

  it('uses the terms date 2023-12-01T12:00:00Z or the later company added date', () => {
    expect(termsVersionDate('2020-01-01')).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2025-03-04T00:00:00Z')).toBe('2025-03-04T00:00:00.000Z');
    expect(termsVersionDate(null)).toBe('2023-12-01T12:00:00.000Z');
  });

  it('cleans the support phone of dashes and spaces', () => {
    expect(cleanPhone('+31 20-123 4567')).toBe('+31201234567');
  });
});
