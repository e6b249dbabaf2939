// The part of SQLite's C interface that StrataSQLite uses.
//
// On Apple platforms the SDK ships sqlite3.h and this header includes it. Elsewhere it declares the
// functions itself, so that building Strata needs only the runtime library (libsqlite3.so.0, present
// wherever SQLite is installed) and no development headers. Every declaration below is SQLite 3's
// stable interface: none has changed since 3.14, and SQLite promises never to change them.
#ifndef STRATA_CSQLITE_H
#define STRATA_CSQLITE_H

#if defined(__APPLE__)
#include <sqlite3.h>
#else

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
typedef long long sqlite3_int64;
typedef unsigned long long sqlite3_uint64;
typedef void (*sqlite3_destructor_type)(void *);

#define SQLITE_OK 0
#define SQLITE_ERROR 1
#define SQLITE_PERM 3
#define SQLITE_BUSY 5
#define SQLITE_LOCKED 6
#define SQLITE_READONLY 8
#define SQLITE_IOERR 10
#define SQLITE_CORRUPT 11
#define SQLITE_FULL 13
#define SQLITE_CANTOPEN 14
#define SQLITE_CONSTRAINT 19
#define SQLITE_MISUSE 21
#define SQLITE_AUTH 23
#define SQLITE_RANGE 25
#define SQLITE_NOTADB 26
#define SQLITE_ROW 100
#define SQLITE_DONE 101

#define SQLITE_INTEGER 1
#define SQLITE_FLOAT 2
#define SQLITE_TEXT 3
#define SQLITE_BLOB 4
#define SQLITE_NULL 5

#define SQLITE_UTF8 1

#define SQLITE_OPEN_READONLY 0x00000001
#define SQLITE_OPEN_READWRITE 0x00000002
#define SQLITE_OPEN_CREATE 0x00000004
#define SQLITE_OPEN_NOMUTEX 0x00008000

int sqlite3_open_v2(const char *filename, sqlite3 **database, int flags, const char *vfs);
int sqlite3_close_v2(sqlite3 *database);
int sqlite3_extended_result_codes(sqlite3 *database, int on);
int sqlite3_busy_timeout(sqlite3 *database, int milliseconds);
int sqlite3_sleep(int milliseconds);
int sqlite3_exec(
    sqlite3 *database, const char *sql, int (*callback)(void *, int, char **, char **), void *context,
    char **errorMessage);
const char *sqlite3_errmsg(sqlite3 *database);
const char *sqlite3_errstr(int code);
int sqlite3_system_errno(sqlite3 *database);
int sqlite3_db_readonly(sqlite3 *database, const char *schema);
int sqlite3_get_autocommit(sqlite3 *database);
sqlite3_int64 sqlite3_last_insert_rowid(sqlite3 *database);
int sqlite3_changes(sqlite3 *database);

int sqlite3_prepare_v2(
    sqlite3 *database, const char *sql, int byteCount, sqlite3_stmt **statement, const char **tail);
int sqlite3_finalize(sqlite3_stmt *statement);
int sqlite3_reset(sqlite3_stmt *statement);
int sqlite3_clear_bindings(sqlite3_stmt *statement);
int sqlite3_step(sqlite3_stmt *statement);

int sqlite3_bind_parameter_count(sqlite3_stmt *statement);
int sqlite3_bind_null(sqlite3_stmt *statement, int index);
int sqlite3_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value);
int sqlite3_bind_double(sqlite3_stmt *statement, int index, double value);
int sqlite3_bind_text64(
    sqlite3_stmt *statement, int index, const char *text, sqlite3_uint64 byteCount,
    sqlite3_destructor_type destructor, unsigned char encoding);
int sqlite3_bind_blob64(
    sqlite3_stmt *statement, int index, const void *bytes, sqlite3_uint64 byteCount,
    sqlite3_destructor_type destructor);
int sqlite3_bind_zeroblob(sqlite3_stmt *statement, int index, int byteCount);

int sqlite3_column_type(sqlite3_stmt *statement, int column);
sqlite3_int64 sqlite3_column_int64(sqlite3_stmt *statement, int column);
double sqlite3_column_double(sqlite3_stmt *statement, int column);
const unsigned char *sqlite3_column_text(sqlite3_stmt *statement, int column);
const void *sqlite3_column_blob(sqlite3_stmt *statement, int column);
int sqlite3_column_bytes(sqlite3_stmt *statement, int column);
const char *sqlite3_column_name(sqlite3_stmt *statement, int column);

#endif
#endif
