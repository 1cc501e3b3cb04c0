// Users' face: a person's row, for features that show or check who someone is.
export * from "./data/users";
