import { PHOTO_MAX_BYTES, PhotoFileButton, type PhotoRefusal } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const photo = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'me', { type });

/** The button with recorded choices and refusals. */
function setup(props: { disabled?: boolean } = {}) {
  const chosen: File[] = [];
  const refused: PhotoRefusal[] = [];
  render(
    <PhotoFileButton onChoose={(file) => chosen.push(file)} onRefuse={(code) => refused.push(code)} describedBy="hint" {...props}>
      Add a photo
    </PhotoFileButton>,
  );
  return { chosen, refused, input: screen.getByLabelText('Add a photo') as HTMLInputElement };
}

describe('PhotoFileButton (issue 9, spec §4 sign-up photo, §5 own photos)', () => {
  it('is a file input named by its text, taking the types the API takes', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
  });

  it('hands over a JPEG, PNG or WebP of at most 10 MB, and takes the same file again', async () => {
    const { chosen, refused, input } = setup();
    const file = photo('image/webp', PHOTO_MAX_BYTES);
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(chosen).toEqual([file, file]);
    expect(refused).toEqual([]);
  });

  it("refuses another type or a larger file with the API's code, handing nothing over", async () => {
    const { chosen, refused, input } = setup();
    await userEvent.upload(input, photo('image/gif'), { applyAccept: false });
    await userEvent.upload(input, photo('image/jpeg', PHOTO_MAX_BYTES + 1));
    expect(refused).toEqual(['unsupported_image', 'image_too_large']);
    expect(chosen).toEqual([]);
  });

  it('when disabled, looks disabled and takes nothing', async () => {
    const { chosen, input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(input.closest('label')).toHaveClass('btn', 'disabled');
    await userEvent.upload(input, photo('image/png'));
    expect(chosen).toEqual([]);
  });
});
