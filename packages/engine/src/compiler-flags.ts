// How Node's optimizing compiler should treat the game's code, for the programs that run it on
// Node (the dragondice command, the server, the tests), each setting it as it starts
// (`setFlagsFromString`; V8 reads it when it compiles a function, so it must come before the games
// warm up). Not the engine's business otherwise: it only keeps the setting in one place.
//
// Why: the rules and the bots are many small functions called from many places. Inlined up to
// V8's default budget (920 bytes of bytecode into one function), TurboFan spent more CPU on its
// threads than the game did (3.6 s of compiling for 100 heuristic games, 1.3 s of play), and each
// "wrong map" deoptimization threw a large function away to be compiled again. With a budget of
// 200, 100 heuristic games took 1.2 s instead of 1.7 s on two cores, the rules tests 32 s
// instead of 40, and long random runs (`dragondice bench`) were as fast as before.
export const COMPILER_FLAGS = "--max-inlined-bytecode-size-cumulative=200";
