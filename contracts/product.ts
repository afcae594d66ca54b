/** The product's name, as the pages and the report's PDF (which the backend renders) both show it. */
export const PRODUCT_NAME = 'PathBridge';
