import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { AutoGrowTextarea } from './AutoGrowTextarea';

function Harness({ initial = '', onBlur }: { initial?: string; onBlur?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AutoGrowTextarea
      label="Description"
      value={value}
      onValueChange={setValue}
      minRows={2}
      maxRows={5}
      onBlur={onBlur}
      style={{ lineHeight: '20px', padding: '0px', borderWidth: '0px' }}
    />
  );
}

/** jsdom does no layout: report a content height proportional to the number of lines. */
function fakeContentHeight() {
  return vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return this.value.split('\n').length * 20;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AutoGrowTextarea', () => {
  it('grows with its content between min and max rows, then scrolls', async () => {
    fakeContentHeight();
    await renderUi(<Harness />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(textarea.style.height).toBe('40px');

    fireEvent.change(textarea, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(textarea.style.height).toBe('80px');
    expect(textarea.style.overflowY).toBe('hidden');

    fireEvent.change(textarea, { target: { value: '1\n2\n3\n4\n5\n6\n7\n8' } });
    expect(textarea.style.height).toBe('100px');
    expect(textarea.style.overflowY).toBe('auto');
  });

  it('cleans entities, curly quotes and dashes on blur and still calls onBlur', async () => {
    const onBlur = vi.fn();
    await renderUi(<Harness initial={'\u201CTom &amp; Jerry\u201D \u2013 it&#39;s'} onBlur={onBlur} />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox');
    fireEvent.blur(textarea);
    expect(textarea.value).toBe('"Tom & Jerry" - it\'s');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
