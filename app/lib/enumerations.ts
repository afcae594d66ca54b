/** The enumerations' labels live with the contract (contracts/enumerations.ts): the mock's report PDF uses them too. */
export * from '../../contracts/enumerations';
