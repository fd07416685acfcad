// The plan engine: survey answers to plan options. Only its public shape exists so far; the
// generator, validator and renderer come with the floor-plan engine issue.
export const FLOORPLAN_ENGINE_VERSION = '0.1.0';
