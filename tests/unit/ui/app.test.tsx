import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/adapters/ui/app';

describe('the storefront shell', () => {
  it('shows the phone-order line 1588-9282 as a tel: link and the 2019 copyright', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: '1588-9282' }).getAttribute('href')).toBe('tel:1588-9282');
    expect(screen.getByText('© 2019')).toBeTruthy();
  });
});
