import { ProfilePlaceholder } from '@amora/shared';
import { render, screen } from '@testing-library/react';

describe('ProfilePlaceholder (spec §3 main_image null, issue 29)', () => {
  it.each([
    ['female', 'female'],
    ['male', 'male'],
    [null, 'neutral'],
  ] as const)('draws a %s profile as the %s silhouette, named like its photo, without a letter', (gender, kind) => {
    render(<ProfilePlaceholder gender={gender} label="Photo of Anna" className="rounded-circle" />);
    const placeholder = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(placeholder).toHaveAttribute('data-placeholder', kind);
    expect(placeholder).toHaveClass('rounded-circle');
    expect(placeholder).toHaveTextContent('');
  });

  it('is decorative without a label (the name is beside it)', () => {
    const { container } = render(<ProfilePlaceholder gender="male" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
