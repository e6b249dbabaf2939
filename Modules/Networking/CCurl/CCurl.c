// CCurl has no code of its own: its header declares libcurl's interface and Package.swift links the
// runtime library by its versioned name. SwiftPM needs one source file to make it a C target.
#include "CCurl.h"
