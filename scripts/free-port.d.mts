/** The port named by `variable` in the environment, or a free one, kept there for the workers. */
export function portFromEnvironment(variable: string): number;
