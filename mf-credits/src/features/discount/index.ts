/** The discount feature's public entry: what other features of mf-credits may use. */
export * from './components/discounted-price';
export * from './discount-prices';
