/**
 * The fields a schema names, without the index signature `z.looseObject` adds (`[key: string]: unknown`), down
 * through nested objects and arrays. Unknown keys the platform sends are still kept at runtime; the types just
 * do not let `product.priceTypo` compile.
 */
export type KnownFields<T> = T extends (infer U)[]
  ? KnownFields<U>[]
  : T extends readonly (infer U)[]
    ? readonly KnownFields<U>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? {
            [K in keyof T as string extends K ? never : number extends K ? never : K]: KnownFields<T[K]>;
          }
        : T;
