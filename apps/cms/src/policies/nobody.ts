/** Refuses everyone: for calls a plugin opens that this product does not use (GraphQL e-mail confirmation). */
export default () => false;
