import { render, screen } from '@testing-library/react';
import { DateText, formatPtBrDate } from './DateText';

// Noon UTC is the same calendar day in every time zone the machine may run in.
const may15 = Date.UTC(2025, 4, 15, 12, 0);

describe('dates, shown in pt-BR', () => {
  it('reads day, month and year in the Brazilian order, with the time by default', () => {
    expect(formatPtBrDate(may15)).toMatch(/^15\/05\/2025, \d\d:\d\d$/);
  });

  it('shows the day alone where only the day matters', () => {
    expect(formatPtBrDate(may15, 'date')).toBe('15/05/2025');
  });

  it('carries the exact instant for machines beside the readable date', () => {
    render(<DateText at={may15} style="date" />);
    const time = screen.getByText('15/05/2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-05-15T12:00:00.000Z');
  });
});
