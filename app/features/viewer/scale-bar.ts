/** The scale bar's rules live with the contract (contracts/scale-bar.ts): the mock's report PDF draws it too. */
export * from '../../../contracts/scale-bar';
