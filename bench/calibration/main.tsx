// The calibration page of `npm run bench:web` (bench/web-calibration.ts): a minimal React page
// that renders a 30-row list from inline data, built by Vite like the app. Its render time under
// the same CPU throttling is the unit the bench's figures are also printed in, so figures from two
// machines (or one machine, busy and quiet) can be compared.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: `row-${index + 1}`,
  name: `Account ${index + 1}`,
  balance: `$${(1000 + index * 137.25).toFixed(2)}`,
}));

function List() {
  return (
    <ul data-testid="calibration-list">
      {rows.map((row) => (
        <li key={row.id}>
          <strong>{row.name}</strong> <span>{row.balance}</span>
        </li>
      ))}
    </ul>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <List />
  </StrictMode>,
);
