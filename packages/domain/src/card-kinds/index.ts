/** Card kinds as plug-ins: the pure registry of every kind (its views and forms are their own entries). */
export * from './kinds';
