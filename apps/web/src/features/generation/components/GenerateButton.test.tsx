import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { stubApi } from '../../../test/fakeApi';
import { renderUi } from '../../../test/renderUi';
import { IDLE_GENERATION, type GenerationState } from '../api/generationState';
import { GenerateButton } from './GenerateButton';

async function renderButton(props: {
  balance: number;
  cost: number | null;
  state?: GenerationState;
  unavailableReason?: string;
}) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  stubApi(creditRoutes(props.balance));
  const onGenerate = vi.fn();
  await renderUi(
    <QueryClientProvider client={createQueryClient()}>
      <GenerateButton
        label="Generate image"
        cost={props.cost}
        state={props.state ?? IDLE_GENERATION}
        unavailableReason={props.unavailableReason}
        onGenerate={onGenerate}
      />
    </QueryClientProvider>,
  );
  return onGenerate;
}

describe('GenerateButton', () => {
  it('shows its cost and starts when clicked', async () => {
    const onGenerate = await renderButton({ balance: 10, cost: 1 });
    const button = await screen.findByRole('button', { name: 'Generate image · 1 credit' });
    fireEvent.click(button);
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('says credits in the plural and shows no cost while the pricing is unknown', async () => {
    await renderButton({ balance: 10, cost: 3 });
    expect(await screen.findByRole('button', { name: 'Generate image · 3 credits' })).toBeTruthy();
    await renderButton({ balance: 10, cost: null });
    expect(screen.getByRole('button', { name: 'Generate image' })).toBeTruthy();
  });

  it('is disabled with the reason when the balance is below the cost', async () => {
    const onGenerate = await renderButton({ balance: 2, cost: 3 });
    const reason = await screen.findByText('Not enough credits (needed: 3, balance: 2).');
    const button = screen.getByRole('button', { name: 'Generate image · 3 credits' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('is disabled with a given reason', async () => {
    await renderButton({ balance: 10, cost: 3, unavailableReason: 'Generate an image for this shot first' });
    expect(screen.getByText('Generate an image for this shot first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate image · 3 credits' })).toHaveProperty('disabled', true);
  });

  it('shows the progress of its running job and stays disabled meanwhile', async () => {
    await renderButton({
      balance: 10,
      cost: 1,
      state: { ...IDLE_GENERATION, phase: 'running', progress: 45, total: 1 },
    });
    const bar = screen.getByRole('progressbar', { name: 'Generate image progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('45%')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Generate image · 1 credit' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the error of a failed generation', async () => {
    await renderButton({
      balance: 10,
      cost: 1,
      state: { ...IDLE_GENERATION, phase: 'failed', error: 'Failed to generate image. Please try again.' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to generate image. Please try again.');
    expect(screen.getByRole('button', { name: 'Generate image · 1 credit' })).toHaveProperty('disabled', false);
  });
});
