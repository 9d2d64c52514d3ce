import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('kaput');
}

describe('render crash', () => {
  it("shows 'Something went wrong.' with a reload button for a crashing route", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
  });

  it('catches crashes outside the router too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });

  it('renders a 404 route answer as the Vietnamese not-found page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <RouteError /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
  });
});
