/** The gifts feature's public entry: the catalogue, and its dialog. */
export * from './api/get-gifts';
export * from './components/gift-modal';
