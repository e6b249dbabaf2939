// CSQLite has no code of its own: its header declares SQLite's interface and Package.swift links the
// runtime library. SwiftPM needs one source file to make it a C target.
#include "CSQLite.h"
