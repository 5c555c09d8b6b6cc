# ctest helper: runs COMMAND (a ;-list), then checks its exit status and that its combined
# output matches EXPECT_REGEX. Used for the CLI, where both the message and the status matter.
#   cmake -DCOMMAND=... -DEXPECT_EXIT=2 -DEXPECT_REGEX=... -P ExpectCommand.cmake
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT "${status}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECT_EXIT}\n${all}")
endif()
if(NOT all MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "output does not match '${EXPECT_REGEX}':\n${all}")
endif()
