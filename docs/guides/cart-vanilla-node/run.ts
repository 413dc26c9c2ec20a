// #region run
// Run with the sandbox store started (`pnpm sandbox`, port 4010) or VITRINE_API_URL pointing at your store:
//   pnpm exec tsx --conditions=@vitrine/source docs/guides/cart-vanilla-node/run.ts
import { fillCart } from './nodeCart';

const baseUrl = process.env.VITRINE_API_URL ?? 'http://127.0.0.1:4010';

// Two products of the sandbox's catalogue: two pressure cookers and a white T-shirt, size M.
const summary = await fillCart(baseUrl, [
  { idProduct: 1034, idSku: 103401, quantity: 2 },
  { idProduct: 1018, idSku: 101802, quantity: 1 },
]);

for (const line of summary.lines) console.info(`${line.quantity} × ${line.name} (${line.price})`);
console.info(`Itens: ${summary.count} · Total: ${summary.total}`);
// #endregion run
