import { createContext } from "react-router";
import type { DataSource } from "../../common/contracts/data-source";

/** The route loaders' environment (common/contracts/data-source.ts), set by the worker and by the browser entry. */
export const dataSourceContext = createContext<DataSource>();
