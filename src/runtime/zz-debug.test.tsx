import { render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { it, expect } from 'vitest';
const p = Promise.resolve(1);
function A() { const v = use(p); return <p>value {v}</p>; }
it('use works', async () => {
  render(<Suspense fallback={<p>loading</p>}><A /></Suspense>);
  expect(await screen.findByText('value 1')).toBeInTheDocument();
});
