// The page's back-in-stock ('Avise-me') and quote dialogs: nothing of them shows until a shopper asks for one
// (a sold-out product's 'Avise-me quando chegar', a product's 'Solicitar orçamento'), so their flows, forms and
// checks are a chunk of their own, fetched on the first `alertMe.open` or `quote.open` of the page (see
// SiteLayout.tsx).
export { AlertMeDialog, QuoteDialog } from '@vitrine/ui';
