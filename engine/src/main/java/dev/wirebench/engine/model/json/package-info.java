/**
 * The model's JSON mapping: fixture JSON to model messages and back ({@link
 * dev.wirebench.engine.model.json.MessageJsonReader}, {@link
 * dev.wirebench.engine.model.json.MessageJsonWriter}, {@link
 * dev.wirebench.engine.model.json.MessageJson}), and the model's values by JSON path ({@link
 * dev.wirebench.engine.model.json.ModelValues}). Used by the fixture loader, inspect, span code and
 * the Jackson codecs; depends on the model and Jackson only, and the model does not depend on it.
 */
package dev.wirebench.engine.model.json;
