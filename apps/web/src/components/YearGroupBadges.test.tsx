import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyStagesLabel, yearGroupsLabel, yearGroupTitleOfSlug } from '../lib/yearGroups';
import { YearGroupBadges } from './YearGroupBadges';

const years = (...titles: string[]) => titles.map((title) => ({ title }));

describe('year group badges (issue #28)', () => {
  it('shows a run of years and its key stages compactly', () => {
    const { container } = render(<YearGroupBadges yearGroups={years('Year 2', 'Year 1')} />);
    expect(container.textContent).toBe('For Years 1–2, key stage KS1');
    expect(screen.getByText('Years 1–2')).toBeInTheDocument();
    expect(screen.getByText('KS1')).toBeInTheDocument();
  });

  it('reads Reception, single years, gaps and several key stages', () => {
    expect(yearGroupsLabel(years('Reception', 'Year 1', 'Year 2'))).toBe('Reception–Year 2');
    expect(keyStagesLabel(years('Reception', 'Year 1', 'Year 2'))).toBe('EYFS–KS1');
    expect(yearGroupsLabel(years('Year 7'))).toBe('Year 7');
    expect(yearGroupsLabel(years('Reception'))).toBe('Reception');
    expect(yearGroupsLabel(years('Year 1', 'Year 3', 'Year 4'))).toBe('Years 1, 3–4');
    expect(keyStagesLabel(years('Year 2', 'Year 3', 'Year 6'))).toBe('KS1–2');
    expect(keyStagesLabel(years('Year 10', 'Year 12'))).toBe('KS4–5');
    expect(keyStagesLabel([{ title: 'Year 9', key_stage: 'KS3' }])).toBe('KS3');
    expect(yearGroupTitleOfSlug('year-2')).toBe('Year 2');
    expect(yearGroupTitleOfSlug('year-14')).toBeUndefined();
  });

  it('shows nothing without year groups', () => {
    const { container } = render(<YearGroupBadges yearGroups={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(render(<YearGroupBadges yearGroups={null} />).container).toBeEmptyDOMElement();
  });
});
